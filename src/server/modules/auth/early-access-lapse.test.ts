import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { queuedMail, tokenOf } from '../../test/fixtures.js';
import { releaseLapsedSpots } from './early-access.js';

const PASSWORD = 'Quiet-lantern-orchard-42';
const HOUR_MS = 3_600_000;

describe('a sign-up unverified after 48 hours lets its Early Access spot go (one spot)', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp({ EARLY_ACCESS_SPOTS: '1' });
  });
  afterEach(() => ctx.close());

  const register = async (email = `ea-${randomUUID()}@example.com`) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Mila', lastName: 'Jović', location: 'Niš', email, password: PASSWORD },
    });
    expect(answer.statusCode).toBe(201);
    return { email, earlyAccess: answer.json().earlyAccess as string };
  };
  const verify = async (email: string) => {
    const mails = await queuedMail(ctx.database.db, email, 'verify-email');
    const url = `/api/v1/auth/verify-email?token=${tokenOf(mails.at(-1)!.data.link)}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  };
  const statusOf = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!.earlyAccess;

  it('gives the spot to the next sign-up once the first has not verified for 48 hours', async () => {
    const first = await register();
    expect(first.earlyAccess).toBe('member');
    expect((await register()).earlyAccess).toBe('waitlisted');
    ctx.clock.advance(47 * HOUR_MS);
    expect((await register()).earlyAccess).toBe('waitlisted');
    ctx.clock.advance(2 * HOUR_MS);
    expect((await register()).earlyAccess).toBe('member');
  });

  it('keeps the spot of a sign-up that verified in time', async () => {
    const first = await register();
    await verify(first.email);
    ctx.clock.advance(72 * HOUR_MS);
    expect((await register()).earlyAccess).toBe('waitlisted');
    expect(await statusOf(first.email)).toBe('member');
  });

  it('the background loop moves lapsed sign-ups to the waitlist, and only them', async () => {
    const lapsed = await register();
    ctx.clock.advance(49 * HOUR_MS);
    const recent = await register();
    expect(recent.earlyAccess).toBe('member');
    expect(await releaseLapsedSpots(ctx.database.db, ctx.clock)).toBe(1);
    expect(await statusOf(lapsed.email)).toBe('waitlisted');
    expect(await statusOf(recent.email)).toBe('member');
  });

  it('a lapsed sign-up verifying late joins the waitlist when the spot has gone', async () => {
    const late = await register();
    ctx.clock.advance(49 * HOUR_MS);
    expect((await register()).earlyAccess).toBe('member');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification',
      payload: { email: late.email },
    });
    await verify(late.email);
    expect(await statusOf(late.email)).toBe('waitlisted');
  });
});
