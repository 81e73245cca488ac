import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clinics, memberships, recoveryCodes, users } from '../../db/schema.js';
import { hashToken } from '../../secure-tokens.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { cookieFrom, createClinic, signedInMember, TEST_PASSWORD } from '../../test/fixtures.js';
import { totpCode } from '../../test/two-factor.js';

const STEP_MS = 30_000;
const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.';
const WRONG_PASSWORD = {
  msg: 'Current password is incorrect.',
  code: 'WRONG_PASSWORD',
  fields: { currentPassword: 'Current password is incorrect.' },
};

describe('two-factor settings of the account (two-factor; account and profile)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, cookie: string | undefined, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/account/two-factor/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const userRow = async (userId: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const codeHashesOf = async (userId: string) =>
    (
      await ctx.database.db
        .select({ codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, userId))
    ).map((row) => row.codeHash);
  const actionsOf = async (userId: string) =>
    (
      await ctx.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, userId))
    ).map((row) => row.action);
  /** A signed-in member who has set up and turned on two-factor through the routes. */
  const memberWithTwoFactor = async (clinicId?: string) => {
    const member = await signedInMember(ctx, 'therapist', clinicId);
    const { secret } = (await post('setup', member.cookie)).json();
    const enabled = await post('enable', member.cookie, {
      currentPassword: TEST_PASSWORD,
      code: totpCode(ctx, secret),
    });
    expect(enabled.statusCode).toBe(200);
    return { ...member, secret: secret as string, recoveryCodes: enabled.json().recoveryCodes };
  };

  it('answers 401 on every two-factor route without a session', async () => {
    for (const [url, payload] of [
      ['setup', undefined],
      ['enable', { currentPassword: TEST_PASSWORD, code: '123456' }],
      ['disable', { currentPassword: TEST_PASSWORD }],
      ['recovery-codes', { currentPassword: TEST_PASSWORD }],
    ] as const) {
      const response = await post(url, undefined, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('starts the set-up with a 20-byte secret, its otpauth URL for Motio and a PNG QR code', async () => {
    const { user, cookie } = await signedInMember(ctx, 'assistant');
    const response = await post('setup', cookie);
    expect(response.statusCode).toBe(200);
    const setup = response.json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Motio:${user.email}`);
    expect(url.searchParams.get('issuer')).toBe('Motio');
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    const stored = await userRow(user.id);
    expect(stored).toMatchObject({ totpSecret: setup.secret, totpEnabledAt: null });
    // Not on until a code confirms it.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: { cookie },
    });
    expect(me.json().user.twoFactorEnabled).toBe(false);
  });

  it('replaces an unconfirmed secret when the set-up starts again', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const first = (await post('setup', cookie)).json().secret;
    const second = (await post('setup', cookie)).json().secret;
    expect(second).not.toBe(first);
    expect((await userRow(user.id)).totpSecret).toBe(second);
    const stale = await post('enable', cookie, {
      currentPassword: TEST_PASSWORD,
      code: totpCode(ctx, first),
    });
    expect(stale.json().fields).toEqual({ code: WRONG_CODE });
  });

  it('turns two-factor on with a right code and answers 10 recovery codes, stored only hashed', async () => {
    const { user, cookie, secret, recoveryCodes: codes } = await memberWithTwoFactor();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(codes).size).toBe(10);
    expect((await codeHashesOf(user.id)).sort()).toEqual(
      codes.map((code: string) => hashToken(code)).sort(),
    );

    expect((await userRow(user.id)).totpEnabledAt).toEqual(ctx.clock.now());
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: { cookie },
    });
    expect(me.json().user.twoFactorEnabled).toBe(true);

    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(events.map((event) => event.action)).toContain('account.two_factor_enabled');
    const audited = JSON.stringify(events);
    expect(audited).not.toContain(secret);
    for (const code of codes) expect(audited).not.toContain(code);
  });

  it('refuses a wrong code on the code field and keeps two-factor off', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const { secret } = (await post('setup', cookie)).json();
    const wrong = await post('enable', cookie, {
      currentPassword: TEST_PASSWORD,
      code: totpCode(ctx, secret, -3 * STEP_MS),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      msg: WRONG_CODE,
      code: 'INVALID_CODE',
      fields: { code: WRONG_CODE },
    });
    expect((await userRow(user.id)).totpEnabledAt).toBeNull();
    expect(await codeHashesOf(user.id)).toEqual([]);
  });

  it('answers a code that is not 6 digits with 400 on the code field', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    await post('setup', cookie);
    const response = await post('enable', cookie, {
      currentPassword: TEST_PASSWORD,
      code: '12ab56',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      code: 'Enter the 6-digit code from your authenticator app.',
    });
  });

  it('asks to start the set-up before a code can turn two-factor on', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const response = await post('enable', cookie, {
      currentPassword: TEST_PASSWORD,
      code: '123456',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_NOT_STARTED' });
  });

  it('answers 409 to a new set-up or enable while two-factor is on, keeping the secret', async () => {
    const { user, cookie, secret } = await memberWithTwoFactor();
    for (const [url, payload] of [
      ['setup', undefined],
      ['enable', { currentPassword: TEST_PASSWORD, code: totpCode(ctx, secret) }],
    ] as const) {
      const response = await post(url, cookie, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual({
        msg: 'Two-factor sign-in is already on.',
        code: 'TWO_FACTOR_ALREADY_ON',
      });
    }
    expect((await userRow(user.id)).totpSecret).toBe(secret);
  });

  it('does not let the code that turned two-factor on also open a sign-in (replay)', async () => {
    const { user, secret } = await memberWithTwoFactor();
    const code = totpCode(ctx, secret);
    const challenge = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const signIn = (value: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/two-factor',
        payload: { challengeToken: challenge.json().challengeToken, code: value },
      });
    expect((await signIn(code)).json()).toMatchObject({ code: 'INVALID_CODE' });
    ctx.clock.advance(STEP_MS);
    expect((await signIn(totpCode(ctx, secret))).statusCode).toBe(200);
  });

  it('goes through set-up, sign-in with a code and a recovery code, and turning it off', async () => {
    const { user, cookie, secret, recoveryCodes: codes } = await memberWithTwoFactor();
    const signIn = async (code: string) => {
      const challenge = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(challenge.json().twoFactorRequired).toBe(true);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/two-factor',
        payload: { challengeToken: challenge.json().challengeToken, code },
      });
    };
    ctx.clock.advance(STEP_MS);
    const withCode = await signIn(totpCode(ctx, secret));
    expect(withCode.statusCode).toBe(200);
    expect(cookieFrom(withCode.headers['set-cookie'])).toBeDefined();
    expect((await signIn(codes[3])).statusCode).toBe(200);
    expect((await signIn(codes[3])).statusCode).toBe(401);

    const off = await post('disable', cookie, { currentPassword: TEST_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ msg: 'Two-factor sign-in is now off.' });
    expect(await userRow(user.id)).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastUsedStep: null,
    });
    expect(await codeHashesOf(user.id)).toEqual([]);
    expect(await actionsOf(user.id)).toContain('account.two_factor_disabled');
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(plain.json()).toEqual({ msg: 'Login successful', twoFactorRequired: false });
  });

  it('refuses to turn two-factor off with a wrong password, on the currentPassword field', async () => {
    const { user, cookie } = await memberWithTwoFactor();
    const response = await post('disable', cookie, { currentPassword: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG_PASSWORD);
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();
    const missing = await post('disable', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: expect.any(String) });
  });

  it('refuses to turn two-factor off while a clinic of the user requires it (409)', async () => {
    const clinic = await createClinic(ctx.database.db, 'Strict Physio');
    const { user, cookie } = await memberWithTwoFactor(clinic.id);
    await ctx.database.db
      .update(clinics)
      .set({ requireTwoFactor: true })
      .where(eq(clinics.id, clinic.id));
    const response = await post('disable', cookie, { currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      msg: 'Your clinic requires two-factor sign-in, so it cannot be turned off.',
      code: 'TWO_FACTOR_REQUIRED_BY_CLINIC',
    });
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();

    // Once they are no longer an active member there, the requirement no longer binds them.
    await ctx.database.db
      .update(memberships)
      .set({ deactivatedAt: ctx.clock.now() })
      .where(eq(memberships.userId, user.id));
    expect((await post('disable', cookie, { currentPassword: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers 409 to turning off or renewing codes when two-factor is not on', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    for (const url of ['disable', 'recovery-codes']) {
      const response = await post(url, cookie, { currentPassword: TEST_PASSWORD });
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ code: 'TWO_FACTOR_NOT_ON' });
    }
  });

  it('replaces the recovery codes with a new set after the password, and audits it', async () => {
    const { user, cookie, recoveryCodes: oldCodes } = await memberWithTwoFactor();
    const wrong = await post('recovery-codes', cookie, { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_PASSWORD);

    const response = await post('recovery-codes', cookie, { currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const newCodes: string[] = response.json().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    for (const code of newCodes) expect(code).toMatch(RECOVERY_CODE);
    const stored = await codeHashesOf(user.id);
    expect(stored.sort()).toEqual(newCodes.map((code) => hashToken(code)).sort());
    for (const code of oldCodes) expect(stored).not.toContain(hashToken(code));
    expect(await actionsOf(user.id)).toContain('account.recovery_codes_regenerated');
    const missing = await post('recovery-codes', cookie, { currentPassword: '' });
    expect(missing.json().fields).toEqual({ currentPassword: 'Enter your password.' });
  });

  it('lets a member of a clinic that requires two-factor set it up, which lifts the block', async () => {
    const clinic = await createClinic(ctx.database.db, 'Required Physio');
    await ctx.database.db
      .update(clinics)
      .set({ requireTwoFactor: true })
      .where(eq(clinics.id, clinic.id));
    const { cookie } = await signedInMember(ctx, 'therapist', clinic.id);
    const currentUser = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/users/current-user', headers: { cookie } });
    expect((await currentUser()).json().twoFactorSetupRequired).toBe(true);

    const setup = await post('setup', cookie);
    expect(setup.statusCode).toBe(200);
    const enabled = await post('enable', cookie, {
      currentPassword: TEST_PASSWORD,
      code: totpCode(ctx, setup.json().secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect((await currentUser()).json().twoFactorSetupRequired).toBe(false);
  });

  it('counts wrong passwords against the account’s sign-in limit (429 after 10)', async () => {
    const { cookie } = await memberWithTwoFactor();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post('disable', cookie, { currentPassword: 'guess' })).statusCode).toBe(400);
    }
    const blocked = await post('disable', cookie, { currentPassword: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
