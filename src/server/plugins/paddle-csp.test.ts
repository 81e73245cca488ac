import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { PADDLE_TEST_ENV } from '../test/paddle.js';

/** The sources of each directive of the page's content security policy. */
async function policyOf(ctx: TestContext): Promise<Record<string, string[]>> {
  const response = await ctx.app.inject({ method: 'GET', url: '/' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(' ');
      return [name!, sources];
    }),
  );
}

const paddleHosts = (policy: Record<string, string[]>) =>
  Object.values(policy)
    .flat()
    .filter((source) => source.includes('paddle'));

describe('content security policy with the local payment provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('allows no Paddle host and no frames', async () => {
    const policy = await policyOf(ctx);
    expect(paddleHosts(policy)).toEqual([]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });
});

describe('content security policy with Paddle in the sandbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...PADDLE_TEST_ENV, PADDLE_ENV: 'sandbox' });
  });
  afterAll(() => ctx.close());

  it('allows Paddle.js, the sandbox checkout frame and the sandbox checkout service', async () => {
    const policy = await policyOf(ctx);
    const cdn = ['https://cdn.paddle.com', 'https://sandbox-cdn.paddle.com'];
    expect(policy['script-src']).toEqual(["'self'", ...cdn]);
    expect(policy['frame-src']).toEqual(['https://sandbox-buy.paddle.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://sandbox-checkout-service.paddle.com',
      ...cdn,
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...cdn]);
    // Nothing may frame Motio itself, Paddle or not.
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('content security policy with Paddle in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...PADDLE_TEST_ENV, PADDLE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('allows the production hosts and no sandbox host', async () => {
    const policy = await policyOf(ctx);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.paddle.com']);
    expect(policy['frame-src']).toEqual(['https://buy.paddle.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://checkout-service.paddle.com',
      'https://cdn.paddle.com',
    ]);
    expect(paddleHosts(policy).filter((host) => host.includes('sandbox'))).toEqual([]);
  });
});
