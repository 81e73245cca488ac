import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits, RateLimitedError, type RateLimits } from './rate-limits.js';

const stores: Array<[string, string | undefined]> = [['memory', undefined]];
// The production path of several instances: run on the real Redis when CI has one.
if (process.env.TEST_REDIS_URL) stores.push(['Redis', process.env.TEST_REDIS_URL]);

describe.each(stores)('rate limits in %s', (_name, redisUrl) => {
  const opened: RateLimits[] = [];
  const open = async () => {
    const limits = await createRateLimits(redisUrl);
    opened.push(limits);
    return limits;
  };
  afterAll(async () => {
    await Promise.all(opened.map((limits) => limits.close()));
  });

  it('allows the rule’s number of uses, then refuses with how long to wait', async () => {
    const limits = await open();
    const key = `${randomUUID()}@example.com`;
    for (let use = 0; use < 3; use += 1) await limits.consume('passwordResetPerEmail', key);
    const refusal = await limits.consume('passwordResetPerEmail', key).catch((error) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refusal.message).toBe(
      'Too many password reset requests. Please wait 60 minutes and try again.',
    );
    await expect(limits.check('passwordResetPerEmail', key)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it('treats keys case-insensitively and counts them apart from each other', async () => {
    const limits = await open();
    const key = `${randomUUID()}@Example.com`;
    for (let use = 0; use < 3; use += 1)
      await limits.consume('passwordResetPerEmail', use % 2 ? key.toUpperCase() : key);
    await expect(limits.consume('passwordResetPerEmail', key)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await expect(
      limits.consume('passwordResetPerEmail', `${randomUUID()}@example.com`),
    ).resolves.toBe(1);
  });

  it('answers the uses so far, and takes one back on reward', async () => {
    const limits = await open();
    const key = randomUUID();
    expect(await limits.consume('passwordResetPerEmail', key)).toBe(1);
    expect(await limits.consume('passwordResetPerEmail', key)).toBe(2);
    await limits.reward('passwordResetPerEmail', key);
    expect(await limits.consume('passwordResetPerEmail', key)).toBe(2);
  });

  it('refuses a blocked key for the time given, whatever its count', async () => {
    const limits = await open();
    const key = randomUUID();
    await limits.block('passwordResetPerEmail', key, 1_800);
    const refusal = await limits.consume('passwordResetPerEmail', key).catch((error) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal.retryAfterSeconds).toBeGreaterThan(1_790);
    expect(refusal.message).toBe(
      'Too many password reset requests. Please wait 30 minutes and try again.',
    );
  });

  it('starts afresh after a reset', async () => {
    const limits = await open();
    const key = randomUUID();
    for (let use = 0; use < 3; use += 1) await limits.consume('passwordResetPerEmail', key);
    await limits.reset('passwordResetPerEmail', key);
    await expect(limits.check('passwordResetPerEmail', key)).resolves.toBeUndefined();
  });
});

describe('rate limits with an unreachable REDIS_URL', () => {
  it('stop start-up with one clear line', async () => {
    await expect(createRateLimits('redis://127.0.0.1:1')).rejects.toThrow(
      /^Cannot connect to Redis \(REDIS_URL\): /,
    );
  });
});

// Several app instances behind a load balancer share their limits through Redis.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('rate limits across instances', () => {
    it('shares counts between instances through Redis', async () => {
      const first = await createRateLimits(redisUrl);
      const second = await createRateLimits(redisUrl);
      const key = randomUUID();
      await first.consume('passwordResetPerEmail', key);
      await second.consume('passwordResetPerEmail', key);
      await first.consume('passwordResetPerEmail', key);
      await expect(second.consume('passwordResetPerEmail', key)).rejects.toBeInstanceOf(
        RateLimitedError,
      );
      await Promise.all([first.close(), second.close()]);
    });
  });
}
