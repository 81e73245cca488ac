import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createClinic,
  createUser,
  queuedMail,
  signedInMember,
  TEST_PASSWORD,
  tokenOf,
} from '../../test/fixtures.js';
import { issueUserToken } from './user-tokens.js';

const PASSWORD = 'Quiet-lantern-orchard-42';
const VERIFIED = { msg: 'Your email has been verified. You can now log in.' };
const INVALID_LINK = {
  msg: 'This verification link is invalid or has expired. Ask for a new one from the login page.',
  code: 'INVALID_TOKEN',
};
const RESENT = {
  msg: 'If that address has an account waiting for verification, a new link is on its way.',
};

describe('email verification', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const register = async () => {
    const email = `new-${randomUUID()}@example.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Luka', lastName: 'Ilić', location: 'Subotica', email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    return email;
  };
  const linkTokens = async (email: string) =>
    (await queuedMail(ctx.database.db, email, 'verify-email')).map((mail) =>
      tokenOf(mail.data.link),
    );
  const verify = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/verify-email',
      query: token === undefined ? {} : { token },
    });
  const login = (email: string, password = PASSWORD) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const userByEmail = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;

  it('verifies the address from the mailed link, after which the account can sign in', async () => {
    const email = await register();
    expect((await login(email)).json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const [token] = await linkTokens(email);

    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(VERIFIED);
    const user = await userByEmail(email);
    expect(user.emailVerifiedAt).toEqual(ctx.clock.now());
    expect((await login(email)).statusCode).toBe(200);
    const events = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, user.id));
    expect(events).toContainEqual({ action: 'auth.email_verified' });
  });

  it('accepts each link once', async () => {
    const [token] = await linkTokens(await register());
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
  });

  it('accepts a link for 24 hours and not after', async () => {
    const [early] = await linkTokens(await register());
    const [late] = await linkTokens(await register());
    ctx.clock.advance(24 * 3_600_000 - 60_000);
    expect((await verify(early)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const expired = await verify(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID_LINK);
  });

  it('refuses an unknown token, and a reset link used as a verification link', async () => {
    const user = await createUser(ctx.database.db, { verified: false });
    const resetToken = await issueUserToken(ctx.database.db, ctx.clock, {
      userId: user.id,
      purpose: 'reset_password',
    });
    for (const token of ['not-a-real-token', resetToken]) {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    expect((await userByEmail(user.email)).emailVerifiedAt).toBeNull();
  });

  it('answers a request without a token with 400 on the token field', async () => {
    for (const token of [undefined, '']) {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { token: expect.any(String) },
      });
    }
  });

  describe('confirming an email change (account, email change)', () => {
    const requestChange = async (userId: string, newEmail: string) =>
      issueUserToken(ctx.database.db, ctx.clock, {
        userId,
        purpose: 'change_email',
        data: { newEmail },
      });

    it('moves the account to the new address, keeps its sessions and audits the change', async () => {
      const { user, cookie } = await signedInMember(ctx, 'therapist');
      const newEmail = `moved-${randomUUID()}@example.com`;
      const token = await requestChange(user.id, newEmail);

      const response = await verify(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        msg: 'Your new email address is confirmed. Use it the next time you log in.',
      });
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/users/current-user',
        headers: { cookie },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(newEmail);
      expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'account.email_changed'));
      expect(event).toMatchObject({ actorUserId: user.id, entityId: user.id });
      expect(JSON.stringify(event)).not.toContain(token);

      expect((await verify(token)).json()).toEqual(INVALID_LINK);
    });

    it('answers 409 when someone took the new address in the meantime, and changes nothing', async () => {
      const clinic = await createClinic(ctx.database.db);
      const user = await createUser(ctx.database.db, { clinicId: clinic.id, role: 'owner' });
      const newEmail = `contested-${randomUUID()}@example.com`;
      const token = await requestChange(user.id, newEmail);
      await createUser(ctx.database.db, { email: newEmail.toUpperCase() });

      const response = await verify(token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        msg: 'An account with this email already exists. Please log in instead.',
        code: 'EMAIL_TAKEN',
      });
      expect((await userByEmail(user.email)).id).toBe(user.id);
    });

    it('expires after 24 hours like any verification link', async () => {
      const user = await createUser(ctx.database.db);
      const token = await requestChange(user.id, `late-${randomUUID()}@example.com`);
      ctx.clock.advance(24 * 3_600_000);
      expect((await verify(token)).json()).toEqual(INVALID_LINK);
    });
  });
});

describe('resending the verification link (resend verification)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const resend = (email: string, ip = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification',
      payload: { email },
      remoteAddress: ip,
    });
  const verify = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/auth/verify-email', query: { token } });

  it('mails a new link to an unverified account; the older link stops working', async () => {
    const user = await createUser(ctx.database.db, { verified: false });
    expect((await resend(user.email, '10.40.0.1')).json()).toEqual(RESENT);
    expect((await resend(user.email.toUpperCase(), '10.40.0.1')).statusCode).toBe(200);
    const mails = await queuedMail(ctx.database.db, user.email, 'verify-email');
    expect(mails).toHaveLength(2);
    const [older, newer] = mails.map((mail) => tokenOf(mail.data.link));
    expect((await verify(older!)).json()).toEqual(INVALID_LINK);
    expect((await verify(newer!)).statusCode).toBe(200);
  });

  it('answers unknown, verified and unverified addresses alike, mailing only the unverified', async () => {
    const verified = await createUser(ctx.database.db);
    const unverified = await createUser(ctx.database.db, { verified: false });
    const unknown = `nobody-${randomUUID()}@example.com`;
    const answers = await Promise.all(
      [unknown, verified.email, unverified.email].map((email) => resend(email, '10.41.0.1')),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(RESENT);
    }
    expect(await queuedMail(ctx.database.db, unknown)).toEqual([]);
    expect(await queuedMail(ctx.database.db, verified.email)).toEqual([]);
    expect(await queuedMail(ctx.database.db, unverified.email, 'verify-email')).toHaveLength(1);
  });

  it('answers a malformed address with 400 on the email field', async () => {
    const response = await resend('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('answers 429 after 3 requests for one address in an hour (rule verificationResendPerEmail)', async () => {
    const user = await createUser(ctx.database.db, { verified: false });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await resend(user.email, `10.42.0.${attempt}`)).statusCode).toBe(200);
    }
    const blocked = await resend(user.email, '10.42.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/^Too many verification emails\./);
    expect(await queuedMail(ctx.database.db, user.email, 'verify-email')).toHaveLength(3);
  });

  it('answers 429 after 10 requests from one address in an hour (rule verificationResendPerIp)', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await resend(`someone-${attempt}@example.com`, '10.43.0.1')).statusCode).toBe(200);
    }
    expect((await resend('someone-else@example.com', '10.43.0.1')).statusCode).toBe(429);
    expect((await resend('someone-else@example.com', '10.43.0.2')).statusCode).toBe(200);
  });
});
