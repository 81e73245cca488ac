import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { cookieFrom, signedInMember, TEST_PASSWORD } from '../../test/fixtures.js';

describe('your sessions (list and end your own sessions)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const list = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/account/sessions', headers: { cookie } });
  const end = (id: string, cookie: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/sessions/${id}`,
      headers: { cookie },
    });
  const currentUser = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/users/current-user', headers: { cookie } });
  const signIn = async (email: string, userAgent: string, ip: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    return cookieFrom(response.headers['set-cookie'])!;
  };

  it('lists the live sessions with device and address, most recently used first, this one flagged', async () => {
    const { user } = await signedInMember(ctx, 'therapist');
    const laptop = await signIn(user.email, 'Laptop browser', '10.1.0.1');
    ctx.clock.advance(2 * 60_000);
    const phone = await signIn(user.email, 'Phone browser', '10.1.0.2');
    ctx.clock.advance(2 * 60_000);
    // The laptop is used again: it becomes the most recent.
    expect((await currentUser(laptop)).statusCode).toBe(200);

    const response = await list(laptop);
    expect(response.statusCode).toBe(200);
    const sessions = response.json().sessions;
    // The fixture's session (no browser recorded) was last used at the start.
    expect(sessions.map((s: { userAgent: string | null }) => s.userAgent)).toEqual([
      'Laptop browser',
      'Phone browser',
      null,
    ]);
    expect(sessions[1]).toEqual({
      id: expect.any(String),
      userAgent: 'Phone browser',
      ip: '10.1.0.2',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: false,
    });
    expect(sessions.map((s: { current: boolean }) => s.current)).toEqual([true, false, false]);
    const fromPhone = (await list(phone)).json().sessions;
    expect(fromPhone.find((s: { current: boolean }) => s.current).userAgent).toBe('Phone browser');
  });

  it('leaves out sessions that went idle for longer than the idle limit', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    ctx.clock.advance(31 * 60_000);
    const fresh = await signIn(user.email, 'Fresh browser', '10.1.0.3');
    const sessions = (await list(fresh)).json().sessions;
    expect(sessions.map((s: { userAgent: string | null }) => s.userAgent)).toEqual([
      'Fresh browser',
    ]);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('ends another of your sessions: 204, and that device is signed out', async () => {
    const { user } = await signedInMember(ctx, 'therapist');
    const laptop = await signIn(user.email, 'Laptop browser', '10.2.0.1');
    const phone = await signIn(user.email, 'Phone browser', '10.2.0.2');
    const phoneSession = (await list(laptop))
      .json()
      .sessions.find((s: { userAgent: string }) => s.userAgent === 'Phone browser');

    const response = await end(phoneSession.id, laptop);
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await currentUser(phone)).statusCode).toBe(401);
    expect((await currentUser(laptop)).statusCode).toBe(200);
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, phoneSession.id));
    expect(event).toMatchObject({
      action: 'account.session_ended',
      actorUserId: user.id,
      meta: { current: false },
    });
  });

  it('ends the current session and clears its cookie', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const current = (await list(cookie))
      .json()
      .sessions.find((s: { current: boolean }) => s.current);
    const response = await end(current.id, cookie);
    expect(response.statusCode).toBe(204);
    expect([response.headers['set-cookie']].flat().join()).toMatch(
      /motio_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const mine = await signedInMember(ctx, 'owner');
    const theirs = await signedInMember(ctx, 'therapist', mine.clinicId);
    const theirSession = (await list(theirs.cookie)).json().sessions[0];
    const response = await end(theirSession.id, mine.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'The session was not found.', code: 'NOT_FOUND' });
    expect((await currentUser(theirs.cookie)).statusCode).toBe(200);
  });

  it('answers 400 fields.id for an id that is not a UUID', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const response = await end('abc', cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('id');
  });
});
