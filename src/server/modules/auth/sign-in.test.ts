import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships, sessions, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { rateLimitRules } from '../../rate-limits.js';
import {
  cookieFrom,
  createClinic,
  createUser,
  queuedMail,
  signedInMember,
  TEST_PASSWORD,
} from '../../test/fixtures.js';

describe('sign-in, current user and sign-out', () => {
  let ctx: TestContext;
  let clinicId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    clinicId = (await createClinic(ctx.database.db, 'Riverside')).id;
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      headers,
    });
  const currentUser = (cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: cookie ? { cookie } : {},
    });

  it('answers 401 to GET /users/current-user without a session', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('signs in with an HttpOnly SameSite=Lax session cookie and knows the user and clinic', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'therapist' });
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Login successful', twoFactorRequired: false });
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await currentUser(cookieFrom(response.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        name: 'Test',
        lastName: 'User',
        location: '',
        platformAdmin: false,
        avatarUrl: null,
        twoFactorEnabled: false,
      },
      membership: {
        clinicId,
        clinicName: 'Riverside',
        role: 'therapist',
        title: '',
        calendarColor: null,
      },
      clinics: [{ clinicId, clinicName: 'Riverside', role: 'therapist' }],
      twoFactorSetupRequired: false,
    });
  });

  it('stores only a hash of the session token', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const token = cookieFrom((await login(user.email, TEST_PASSWORD)).headers['set-cookie'])!.split(
      '=',
    )[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('rotates the session at sign-in: the token the browser had before stops working', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const before = cookieFrom((await login(user.email, TEST_PASSWORD)).headers['set-cookie'])!;
    const again = await login(user.email, TEST_PASSWORD, { cookie: before });
    const after = cookieFrom(again.headers['set-cookie'])!;
    expect(after).not.toBe(before);
    expect((await currentUser(before)).statusCode).toBe(401);
    expect((await currentUser(after)).statusCode).toBe(200);
  });

  it('gives the same message for a wrong password and an unknown email, and audits both', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const wrongPassword = await login(user.email, 'not-the-password');
    const unknownEmail = await login('nobody-here@example.com', TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      msg: 'Email or password is incorrect.',
      code: 'INVALID_CREDENTIALS',
    });

    const failures = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sign_in_failed'));
    expect(failures.map((event) => event.meta.reason)).toEqual(
      expect.arrayContaining(['wrong_password', 'unknown_email']),
    );
    expect(JSON.stringify(failures)).not.toContain('not-the-password');
  });

  it('tells an unverified user to verify their email', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner', verified: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(response.json().msg).toMatch(/verify your email/);
  });

  it('tells a waitlisted user they are on the Early Access waitlist', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    await ctx.database.db
      .update(users)
      .set({ earlyAccess: 'waitlisted' })
      .where(eq(users.id, user.id));
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'WAITLISTED' });
    expect(response.json().msg).toMatch(/waitlist/);
  });

  it('turns away a member whose only clinic deactivated them, with a clear message', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'therapist' });
    await ctx.database.db
      .update(memberships)
      .set({ deactivatedAt: new Date() })
      .where(eq(memberships.userId, user.id));
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NO_ACTIVE_CLINIC' });
  });

  it('lets a platform operator without a clinic sign in', async () => {
    const operator = await createUser(ctx.database.db, { platformAdmin: true });
    const response = await login(operator.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const me = await currentUser(cookieFrom(response.headers['set-cookie']));
    expect(me.json()).toMatchObject({ membership: null, clinics: [] });
  });

  it('audits a successful sign-in with the clinic, address and browser', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'admin' });
    await login(user.email, TEST_PASSWORD, { 'user-agent': 'Motio test browser' });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(event).toMatchObject({
      action: 'auth.signed_in',
      clinicId,
      ip: '127.0.0.1',
      userAgent: 'Motio test browser',
    });
  });

  it('ends the session on sign-out so the cookie no longer works, and audits it', async () => {
    const { user, cookie } = await signedInMember(ctx, 'owner', clinicId);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect([logout.headers['set-cookie']].flat().join()).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await currentUser(cookie)).statusCode).toBe(401);
    const events = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(events).toContainEqual({ action: 'auth.signed_out' });
  });

  it('ends a session idle for longer than 30 minutes, but not one used within them', async () => {
    const active = await signedInMember(ctx, 'owner', clinicId);
    const idle = await signedInMember(ctx, 'owner', clinicId);
    ctx.clock.advance(20 * 60_000);
    expect((await currentUser(active.cookie)).statusCode).toBe(200);
    ctx.clock.advance(20 * 60_000);
    expect((await currentUser(active.cookie)).statusCode).toBe(200);
    expect((await currentUser(idle.cookie)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in even when it is used all along', async () => {
    const { cookie } = await signedInMember(ctx, 'owner', clinicId);
    for (let hour = 0; hour < 12; hour += 0.25) {
      ctx.clock.advance(15 * 60_000);
      const status = (await currentUser(cookie)).statusCode;
      if (hour + 0.25 < 12) expect(status).toBe(200);
      else expect(status).toBe(401);
    }
  });

  it('ends the access of a member deactivated while signed in on their next request', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist', clinicId);
    await ctx.database.db
      .update(memberships)
      .set({ deactivatedAt: new Date() })
      .where(eq(memberships.userId, user.id));
    expect((await currentUser(cookie)).json()).toMatchObject({ membership: null, clinics: [] });
  });

  it('keeps the audit trail append-only', async () => {
    await expect(
      ctx.database.db.execute(sql`update audit_events set action = 'tampered'`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });
});

describe('sign-in rate limits', () => {
  let ctx: TestContext;
  let clinicId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    clinicId = (await createClinic(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, ip = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('a stranger’s ten wrong passwords lock out only the stranger’s address: the owner still signs in from theirs', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(user.email, 'wrong-password', '10.0.0.66')).statusCode).toBe(401);
    }
    const blocked = await login(user.email, TEST_PASSWORD, '10.0.0.66');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      msg: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number), unlockMail: false },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(user.email, TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('locks an address out for longer each time it runs out of tries again', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const ip = '10.0.2.2';
    const runOutOfTries = async () => {
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(401);
      return login(user.email, 'wrong-password', ip);
    };
    const first = await runOutOfTries();
    expect(Number(first.headers['retry-after'])).toBe(15 * 60);
    // The first lock-out has passed (its counter expired).
    await ctx.app.ctx.rateLimits.reset('signInFailuresPerAccountAndIp', `${user.email}_${ip}`);
    const second = await runOutOfTries();
    expect(Number(second.headers['retry-after'])).toBe(30 * 60);
    expect(second.json().msg).toBe(
      'Too many sign-in attempts. Please wait 30 minutes and try again.',
    );
  });

  it('checks at most 10 passwords of a burst of 30 wrong sign-ins sent at once', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'wrong-password', '10.0.3.3')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const failures = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(failures.length).toBeLessThanOrEqual(10);
  });

  it('pauses an account tried from everywhere, and mails its owner a link that lets them in', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const cap = rateLimitRules.signInFailuresPerAccount.points;
    for (let attempt = 0; attempt < cap; attempt += 1)
      expect((await login(user.email, 'wrong-password', `10.5.${attempt}.1`)).statusCode).toBe(401);
    const paused = await login(user.email, TEST_PASSWORD, '10.6.0.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      details: { unlockMail: true },
    });
    expect(paused.json().msg).toMatch(/we emailed it a link that lets you sign in now/);
    const mails = await queuedMail(ctx.database.db, user.email, 'unlock-sign-in');
    expect(mails).toHaveLength(1);
    const unlockToken = new URL(mails[0]!.data.link).searchParams.get('unlock')!;
    expect(mails[0]!.data.link).toMatch(/^http:\/\/localhost:3000\/login\?unlock=/);

    const withLink = (password: string, token = unlockToken) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password, unlockToken: token },
        remoteAddress: '10.6.0.1',
      });
    expect((await withLink('wrong-password')).statusCode).toBe(401);
    expect((await withLink(TEST_PASSWORD, 'x'.repeat(43))).statusCode).toBe(429);
    expect((await withLink(TEST_PASSWORD)).statusCode).toBe(200);
    // Used once; without it the pause goes on.
    expect((await withLink(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.6.0.2')).statusCode).toBe(429);
  });

  it('answers an unknown address exactly like a paused account, and mails no one', async () => {
    const email = `nobody-${clinicId}@example.com`;
    const cap = rateLimitRules.signInFailuresPerAccount.points;
    for (let attempt = 0; attempt < cap; attempt += 1)
      await login(email, 'wrong-password', `10.7.${attempt}.1`);
    const paused = await login(email, TEST_PASSWORD, '10.8.0.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().details).toEqual({
      retryAfterSeconds: expect.any(Number),
      unlockMail: true,
    });
    expect(await queuedMail(ctx.database.db, email)).toEqual([]);
  });

  it('answers 429 after 50 failures from one address, whatever the accounts', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await login(`nobody-${attempt}@example.com`, 'wrong-password', '10.9.9.9');
    }
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    expect((await login(user.email, TEST_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('forgets an account’s failures once it signs in', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    for (let attempt = 0; attempt < 9; attempt += 1)
      await login(user.email, 'wrong-password', '10.2.0.1');
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1)
      await login(user.email, 'wrong-password', '10.2.0.1');
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });
});

describe('session cookie when served over HTTPS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production', APP_ORIGIN: 'https://app.motio.example' });
  });
  afterAll(() => ctx.close());

  it('uses a __Host- Secure cookie and sends HSTS', async () => {
    const clinic = await createClinic(ctx.database.db);
    const user = await createUser(ctx.database.db, { clinicId: clinic.id, role: 'owner' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://app.motio.example' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = [response.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/^__Host-motio_session=[^;]+;.*Secure/m);
    expect(cookie).toMatch(/Path=\//);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
