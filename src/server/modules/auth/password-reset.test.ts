import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../../domain/passwords.js';
import { auditEvents, sessions, users, userTokens } from '../../db/schema.js';
import { hashToken } from '../../secure-tokens.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/app.js';
import {
  createClinic,
  createUser,
  queuedMail,
  sessionCookieFor,
  TEST_PASSWORD,
  tokenOf,
} from '../../test/fixtures.js';
import { issueUserToken } from './user-tokens.js';

const NEW_PASSWORD = 'Amber-kettle-meadow-71';
const REQUESTED = {
  msg: 'If an account uses that address, we have emailed a link to reset the password.',
};
const INVALID_LINK = {
  msg: 'This reset link is invalid or has expired. Ask for a new one.',
  code: 'INVALID_TOKEN',
};

describe('forgot and reset password (forgot password, 1 h single-use link)', () => {
  let ctx: TestContext;
  let clinicId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    clinicId = (await createClinic(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const forgot = (email: string, ip = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password },
    });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const currentUser = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/users/current-user', headers: { cookie } });
  const resetLinkOf = async (email: string) => {
    const mails = await queuedMail(ctx.database.db, email, 'reset-password');
    return tokenOf(mails.at(-1)!.data.link);
  };
  const member = (options: { verified?: boolean } = {}) =>
    createUser(ctx.database.db, { clinicId, role: 'therapist', ...options });

  it('mails a 1-hour reset link to an existing account, stores only its hash and audits it', async () => {
    const user = await member();
    const response = await forgot(user.email.toUpperCase(), '10.50.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REQUESTED);

    const [mail] = await queuedMail(ctx.database.db, user.email, 'reset-password');
    expect(mail!.data.link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=`));
    const token = tokenOf(mail!.data.link);
    const [stored] = await ctx.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(stored).toMatchObject({ purpose: 'reset_password', tokenHash: hashToken(token) });
    expect(stored!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(3_600_000);
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(event).toMatchObject({ action: 'auth.password_reset_requested', ip: '10.50.0.1' });
    expect(JSON.stringify(event)).not.toContain(token);
  });

  it('answers an unknown and a known address alike, mailing only the known one', async () => {
    const user = await member();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const [known, stranger] = await Promise.all([
      forgot(user.email, '10.51.0.1'),
      forgot(unknown, '10.51.0.1'),
    ]);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    expect(await queuedMail(ctx.database.db, unknown)).toEqual([]);
    expect(await queuedMail(ctx.database.db, user.email, 'reset-password')).toHaveLength(1);
  });

  it('sets the new password, ends every session of the account and audits it', async () => {
    const user = await member();
    const cookies = [
      await sessionCookieFor(ctx, user.id, clinicId),
      await sessionCookieFor(ctx, user.id, clinicId),
    ];
    await forgot(user.email);
    const response = await reset(await resetLinkOf(user.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Your password has been changed. You can now log in.' });

    for (const cookie of cookies) expect((await currentUser(cookie)).statusCode).toBe(401);
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toEqual([]);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(events.map((event) => event.action)).toContain('auth.password_reset');
    expect(JSON.stringify(events)).not.toContain(NEW_PASSWORD);
  });

  it('counts the reset link as proof of the mailbox for an unverified account', async () => {
    const user = await member({ verified: false });
    await forgot(user.email);
    expect((await reset(await resetLinkOf(user.email))).statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.emailVerifiedAt).toEqual(ctx.clock.now());
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts each link once, and only the newest link of the account', async () => {
    const user = await member();
    await forgot(user.email);
    const older = await resetLinkOf(user.email);
    await forgot(user.email);
    const newer = await resetLinkOf(user.email);
    expect((await reset(older)).json()).toEqual(INVALID_LINK);
    expect((await reset(newer)).statusCode).toBe(200);
    const again = await reset(newer, 'Another-fresh-phrase-88');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
  });

  it('accepts a link for 1 hour and not after', async () => {
    const early = await member();
    const late = await member();
    await forgot(early.email);
    await forgot(late.email);
    ctx.clock.advance(3_600_000 - 60_000);
    expect((await reset(await resetLinkOf(early.email))).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const expired = await reset(await resetLinkOf(late.email));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID_LINK);
  });

  it('refuses an unknown token and a verification link used as a reset link', async () => {
    const user = await member({ verified: false });
    const verification = await issueUserToken(ctx.database.db, ctx.clock, {
      userId: user.id,
      purpose: 'verify_email',
    });
    for (const token of ['not-a-real-token', verification]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a weak new password on the password field and keeps the link usable', async () => {
    const user = await member();
    await forgot(user.email);
    const token = await resetLinkOf(user.email);
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      fields: { password: WEAK_PASSWORD_MESSAGE },
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: '', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { token: expect.any(String), password: 'Use at least 8 characters.' },
    });
    const forgotten = await forgot('not-an-email');
    expect(forgotten.statusCode).toBe(400);
    expect(forgotten.json().fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('answers 429 after 3 requests for one address in an hour (rule passwordResetPerEmail)', async () => {
    const user = await member();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await forgot(user.email, `10.52.0.${attempt}`)).json()).toEqual(REQUESTED);
    }
    const blocked = await forgot(user.email, '10.52.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/^Too many password reset requests\./);
    expect(await queuedMail(ctx.database.db, user.email, 'reset-password')).toHaveLength(3);
  });

  it('answers 429 after 10 requests from one address in an hour (rule passwordResetPerIp)', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await forgot(`someone-${attempt}@example.com`, '10.53.0.1')).statusCode).toBe(200);
    }
    expect((await forgot('someone-else@example.com', '10.53.0.1')).statusCode).toBe(429);
    expect((await forgot('someone-else@example.com', '10.53.0.2')).statusCode).toBe(200);
  });
});
