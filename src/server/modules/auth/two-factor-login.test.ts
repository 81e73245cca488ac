import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, userTokens } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { cookieFrom, createClinic, createUser, TEST_PASSWORD } from '../../test/fixtures.js';
import { totpCode, withTwoFactor } from '../../test/two-factor.js';

const STEP_MS = 30_000;
const INVALID_CODE = {
  msg: 'That code is not right. Try the newest code in your app, or a recovery code.',
  code: 'INVALID_CODE',
};
const CHALLENGE_EXPIRED = {
  msg: 'This sign-in has expired. Please enter your email and password again.',
  code: 'CHALLENGE_EXPIRED',
};

describe('two-factor sign-in (two-factor sign-in with TOTP and recovery codes)', () => {
  let ctx: TestContext;
  let clinicId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    clinicId = (await createClinic(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const login = (email: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
      headers,
    });
  const secondStep = (challengeToken: string, code: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor',
      payload: { challengeToken, code },
      headers,
    });
  const currentUser = (cookie: string | undefined) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: cookie ? { cookie } : {},
    });
  /** A member with two-factor on, and the challenge of their password step. */
  const memberAtSecondStep = async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'therapist' });
    const twoFactor = await withTwoFactor(ctx, user.id);
    const challengeToken = await challengeFor(user.email);
    return { user, ...twoFactor, challengeToken };
  };
  const challengeFor = async (email: string) => {
    const response = await login(email);
    expect(response.statusCode).toBe(200);
    return response.json().challengeToken as string;
  };
  const auditOf = (userId: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, userId));

  it('asks for a code after the password, without starting a session yet', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'therapist' });
    await withTwoFactor(ctx, user.id);
    const response = await login(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Enter the code from your authenticator app.',
      twoFactorRequired: true,
      challengeToken: expect.any(String),
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with the current authenticator code and audits the method', async () => {
    const { user, secret, challengeToken } = await memberAtSecondStep();
    const response = await secondStep(challengeToken, totpCode(ctx, secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Login successful', twoFactorRequired: false });
    const cookie = cookieFrom(response.headers['set-cookie']);
    expect([response.headers['set-cookie']].flat().join()).toMatch(/HttpOnly/i);
    const me = await currentUser(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const events = await auditOf(user.id);
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'auth.signed_in',
        clinicId,
        meta: { method: 'two-factor' },
      }),
    );
  });

  it('accepts the code of the previous or next 30-second step, not older ones', async () => {
    const { user, secret, challengeToken } = await memberAtSecondStep();
    const tooOld = await secondStep(challengeToken, totpCode(ctx, secret, -2 * STEP_MS));
    expect(tooOld.json()).toEqual(INVALID_CODE);
    expect((await secondStep(challengeToken, totpCode(ctx, secret, -STEP_MS))).statusCode).toBe(
      200,
    );
    const next = await challengeFor(user.email);
    expect((await secondStep(next, totpCode(ctx, secret, STEP_MS))).statusCode).toBe(200);
  });

  it('refuses a code that has already opened a sign-in (replay, RFC 6238 section 5.2)', async () => {
    const { user, secret, challengeToken } = await memberAtSecondStep();
    const code = totpCode(ctx, secret);
    expect((await secondStep(challengeToken, code)).statusCode).toBe(200);

    const replay = await secondStep(await challengeFor(user.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(INVALID_CODE);

    ctx.clock.advance(STEP_MS);
    const next = await secondStep(await challengeFor(user.email), totpCode(ctx, secret));
    expect(next.statusCode).toBe(200);
  });

  it('signs in with a recovery code once, however it is typed', async () => {
    const { user, recoveryCodes: codes, challengeToken } = await memberAtSecondStep();
    const typed = ` ${codes[0]!.toUpperCase().replace('-', '')} `;
    const response = await secondStep(challengeToken, typed);
    expect(response.statusCode).toBe(200);
    expect(await currentUser(cookieFrom(response.headers['set-cookie']))).toMatchObject({
      statusCode: 200,
    });
    const used = await ctx.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
    expect((await auditOf(user.id)).map((event) => event.action)).toContain(
      'auth.recovery_code_used',
    );

    const again = await secondStep(await challengeFor(user.email), codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID_CODE);
    expect((await secondStep(await challengeFor(user.email), codes[1]!)).statusCode).toBe(200);
  });

  it('counts a wrong code on the challenge and audits it without the code', async () => {
    const { user, challengeToken, secret } = await memberAtSecondStep();
    const response = await secondStep(challengeToken, '000000');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_CODE);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [challenge] = await ctx.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(challenge).toMatchObject({ purpose: 'two_factor_login', attempts: 1, usedAt: null });
    const events = await auditOf(user.id);
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'auth.two_factor_failed', meta: { attempt: 1 } }),
    );
    expect(JSON.stringify(events)).not.toContain('000000');
    expect(JSON.stringify(events)).not.toContain(secret);
    expect(JSON.stringify(events)).not.toContain(challengeToken);
    // The challenge survives a wrong code.
    expect((await secondStep(challengeToken, totpCode(ctx, secret))).statusCode).toBe(200);
  });

  it('uses the challenge up after 5 wrong codes: the password must be entered again', async () => {
    const { challengeToken, secret } = await memberAtSecondStep();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(challengeToken, '111111')).json()).toEqual(INVALID_CODE);
    }
    const right = await secondStep(challengeToken, totpCode(ctx, secret));
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(CHALLENGE_EXPIRED);
  });

  it('accepts a challenge once, and for 5 minutes', async () => {
    const { user, secret, challengeToken } = await memberAtSecondStep();
    expect((await secondStep(challengeToken, totpCode(ctx, secret))).statusCode).toBe(200);
    ctx.clock.advance(STEP_MS);
    expect((await secondStep(challengeToken, totpCode(ctx, secret))).json()).toEqual(
      CHALLENGE_EXPIRED,
    );

    const late = await challengeFor(user.email);
    ctx.clock.advance(5 * 60_000);
    const expired = await secondStep(late, totpCode(ctx, secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(CHALLENGE_EXPIRED);
    expect((await secondStep('no-such-challenge', '123456')).json()).toEqual(CHALLENGE_EXPIRED);
  });

  it('rotates the session: one the browser already had ends', async () => {
    const { user, secret } = await memberAtSecondStep();
    ctx.clock.advance(STEP_MS);
    const before = cookieFrom(
      (await secondStep(await challengeFor(user.email), totpCode(ctx, secret))).headers[
        'set-cookie'
      ],
    )!;
    ctx.clock.advance(STEP_MS);
    const challengeToken = await challengeFor(user.email);
    const again = await secondStep(challengeToken, totpCode(ctx, secret), { cookie: before });
    const after = cookieFrom(again.headers['set-cookie'])!;
    expect(after).not.toBe(before);
    expect((await currentUser(before)).statusCode).toBe(401);
    expect((await currentUser(after)).statusCode).toBe(200);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor',
      payload: { code: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { challengeToken: expect.any(String), code: 'Enter the 6-digit code.' },
    });
  });

  it('answers 429 after 10 wrong codes on one account, even with the right code (rule twoFactorFailuresPerAccount)', async () => {
    const { user, secret, challengeToken } = await memberAtSecondStep();
    for (let attempt = 0; attempt < 5; attempt += 1) await secondStep(challengeToken, '222222');
    const second = await challengeFor(user.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(second, '333333')).statusCode).toBe(401);
    }
    const blocked = await secondStep(await challengeFor(user.email), totpCode(ctx, secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      msg: 'Too many code attempts. Please wait 15 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });
});
