import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, TEST_PASSWORD } from '../../test/fixtures.js';

const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie].flat().find((cookie) => cookie?.startsWith('motio_session='));

describe('sign-in, current user and sign-out (spec §4, §7; DESIGN §4)', () => {
  let ctx: TestContext;
  let clinicId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    clinicId = (await createClinic(ctx.database.db, 'Riverside')).id;
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

  it('answers 401 to GET /users/current-user without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current-user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('signs in with an HttpOnly SameSite=Lax session cookie and knows the user and clinic', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'therapist' });
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Login successful' });
    const cookie = sessionCookie(response.headers['set-cookie'])!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const token = cookie.split(';')[0]!;
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: { cookie: token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        name: 'Test',
        lastName: 'User',
        platformAdmin: false,
      },
      membership: { clinicId, clinicName: 'Riverside', role: 'therapist' },
    });
  });

  it('stores only a hash of the session token', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const response = await login(user.email, TEST_PASSWORD);
    const token = sessionCookie(response.headers['set-cookie'])!.split(';')[0]!.split('=')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
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
  });

  it('tells an unverified user to verify their email', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner', verified: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('audits a successful sign-in with the clinic', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'admin' });
    await login(user.email, TEST_PASSWORD);
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(event).toMatchObject({ action: 'auth.signed_in', clinicId });
  });

  it('ends the session on sign-out so the cookie no longer works', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const token = sessionCookie(
      (await login(user.email, TEST_PASSWORD)).headers['set-cookie'],
    )!.split(';')[0]!;
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: token },
    });
    expect(logout.statusCode).toBe(204);
    expect(sessionCookie(logout.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: { cookie: token },
    });
    expect(me.statusCode).toBe(401);
  });

  it('ends a session idle for longer than the idle lifetime', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const token = sessionCookie(
      (await login(user.email, TEST_PASSWORD)).headers['set-cookie'],
    )!.split(';')[0]!;
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: { cookie: token },
    });
    expect(me.statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const user = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    const token = sessionCookie(
      (await login(user.email, TEST_PASSWORD)).headers['set-cookie'],
    )!.split(';')[0]!;
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      headers: { cookie: token },
    });
    expect(me.statusCode).toBe(401);
  });

  it('keeps the audit trail append-only', async () => {
    await expect(
      ctx.database.db.execute(sql`update audit_events set action = 'tampered'`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });
});

describe('session cookie when served over HTTPS (DESIGN §4)', () => {
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
