import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, memberships, sessions } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  cookieFrom,
  createClinic,
  sessionCookieFor,
  signedInMember,
  TEST_PASSWORD,
} from '../../test/fixtures.js';
import { createSessionResolver, SESSION_CACHE_MS } from './sessions.js';

describe('sessions reused between requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const currentUser = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/users/current-user', headers: { cookie } });

  it('reuses a session for a moment, then reads it again from the database', async () => {
    const { clinicId, cookie } = await signedInMember(ctx, 'therapist');
    expect((await currentUser(cookie)).json().membership.role).toBe('therapist');
    // Behind the app's back, as another instance would: the change shows once the moment passes.
    await ctx.database.db
      .update(memberships)
      .set({ role: 'assistant' })
      .where(eq(memberships.clinicId, clinicId));
    expect((await currentUser(cookie)).json().membership.role).toBe('therapist');
    ctx.clock.advance(SESSION_CACHE_MS);
    expect((await currentUser(cookie)).json().membership.role).toBe('assistant');
  });

  it('ends the access of a member removed by the owner on their very next request', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const member = await signedInMember(ctx, 'therapist', owner.clinicId);
    expect((await currentUser(member.cookie)).statusCode).toBe(200);
    const [membership] = await ctx.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, member.user.id));

    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/team/members/${membership!.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removal.statusCode).toBe(204);
    expect((await currentUser(member.cookie)).statusCode).toBe(401);
  });

  it('applies a demotion to the demoted member’s very next request', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const admin = await signedInMember(ctx, 'admin', owner.clinicId);
    const invitations = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/team/invitations',
        headers: { cookie: admin.cookie },
      });
    expect((await invitations()).statusCode).toBe(200);
    const [membership] = await ctx.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, admin.user.id));

    const demotion = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/team/members/${membership!.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'therapist' },
    });
    expect(demotion.json()).toMatchObject({ member: { role: 'therapist' } });
    expect((await invitations()).statusCode).toBe(403);
  });

  it('shows the clinic a user switched to on their next request', async () => {
    const first = await signedInMember(ctx, 'owner');
    const second = await createClinic(ctx.database.db, 'Second Clinic');
    await ctx.database.db
      .insert(memberships)
      .values({ clinicId: second.id, userId: first.user.id, role: 'therapist' });
    expect((await currentUser(first.cookie)).json().membership.clinicId).toBe(first.clinicId);

    const switched = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/active-clinic',
      headers: { cookie: first.cookie },
      payload: { clinicId: second.id },
    });
    expect(switched.statusCode).toBe(200);
    expect((await currentUser(first.cookie)).json().membership).toMatchObject({
      clinicId: second.id,
      clinicName: 'Second Clinic',
    });
  });

  /** A booking of an hour of blocked time in the owner's own calendar. */
  const blockTime = (owner: { cookie: string; user: { id: string } }, day: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { cookie: owner.cookie },
      payload: {
        therapistId: owner.user.id,
        title: 'Team meeting',
        start: `${day}T12:00:00Z`,
        end: `${day}T13:00:00Z`,
        confirmOutsideOpeningHours: true,
      },
    });

  it('keeps other sessions reusable through a booking, but not through a team change', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const member = await signedInMember(ctx, 'therapist', owner.clinicId);
    expect((await currentUser(member.cookie)).json().membership.role).toBe('therapist');
    await ctx.database.db
      .update(memberships)
      .set({ role: 'assistant' })
      .where(eq(memberships.userId, member.user.id));

    expect((await blockTime(owner, '2026-12-07')).statusCode).toBe(201);
    expect((await currentUser(member.cookie)).json().membership.role).toBe('therapist');

    const teamChange = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/team/invitations',
      headers: { cookie: owner.cookie },
      payload: { email: 'new.colleague@example.com', role: 'therapist' },
    });
    expect(teamChange.statusCode).toBe(201);
    expect((await currentUser(member.cookie)).json().membership.role).toBe('assistant');
  });

  it('reads the session of whoever booked again on their next request', async () => {
    const owner = await signedInMember(ctx, 'owner');
    expect((await currentUser(owner.cookie)).json().membership.clinicName).toBe('Test Clinic');
    await ctx.database.db
      .update(clinics)
      .set({ name: 'Renamed Clinic' })
      .where(eq(clinics.id, owner.clinicId));
    expect((await blockTime(owner, '2026-12-08')).statusCode).toBe(201);
    expect((await currentUser(owner.cookie)).json().membership.clinicName).toBe('Renamed Clinic');
  });

  it('ends the session a sign-in replaces at once, though other sessions stay reusable', async () => {
    const { user } = await signedInMember(ctx, 'therapist');
    const signIn = (cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: cookie ? { cookie } : {},
        payload: { email: user.email, password: TEST_PASSWORD },
      });
    const first = cookieFrom((await signIn()).headers['set-cookie'])!;
    expect((await currentUser(first)).statusCode).toBe(200);
    const second = cookieFrom((await signIn(first)).headers['set-cookie'])!;
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('checks every state-changing request against the database, never the reused session', async () => {
    const owner = await signedInMember(ctx, 'owner');
    expect((await currentUser(owner.cookie)).statusCode).toBe(200);
    await ctx.database.db
      .update(clinics)
      .set({ requireTwoFactor: true })
      .where(eq(clinics.id, owner.clinicId));
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/team/members/00000000-0000-4000-8000-000000000000',
      headers: { cookie: owner.cookie },
      payload: { title: 'Owner' },
    });
    expect(change.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
  });

  it('does not reuse a session past its absolute lifetime, even within the moment', async () => {
    const { user, clinicId } = await signedInMember(ctx, 'owner');
    const cookie = await sessionCookieFor(ctx, user.id, clinicId);
    const endsAt = new Date(ctx.clock.now().getTime() + SESSION_CACHE_MS / 2);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: endsAt })
      .where(eq(sessions.userId, user.id));
    expect((await currentUser(cookie)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_CACHE_MS / 2);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('does not keep what a read fetched while a change was being made', async () => {
    const { clinicId, cookie } = await signedInMember(ctx, 'therapist');
    const token = cookie.split('=')[1]!;
    const resolver = createSessionResolver(ctx.database.db, ctx.clock, ctx.app.ctx.lifetimes);
    const inFlight = resolver.resolve(token, { fresh: false });
    // A change finishes while the read is still asking the database.
    await ctx.database.db
      .update(memberships)
      .set({ role: 'assistant' })
      .where(eq(memberships.clinicId, clinicId));
    resolver.invalidate();
    expect((await inFlight)!.auth.membership!.role).toBe('therapist');
    const next = await resolver.resolve(token, { fresh: false });
    expect(next!.auth.membership!.role).toBe('assistant');
  });

  it('does not reuse a session past its idle lifetime', async () => {
    const { user, clinicId } = await signedInMember(ctx, 'owner');
    const cookie = await sessionCookieFor(ctx, user.id, clinicId);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    ctx.clock.advance(31 * 60_000);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });
});
