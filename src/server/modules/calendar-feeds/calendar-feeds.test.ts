import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, memberships, patients, services } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { initialsOf } from './service.js';

describe('calendar feeds (a secret, revocable iCalendar address)', () => {
  let ctx: TestContext;
  let therapist: Awaited<ReturnType<typeof signedInMember>>;
  let colleague: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    therapist = await signedInMember(ctx, 'therapist');
    colleague = await signedInMember(ctx, 'therapist', therapist.clinicId);
    const db = ctx.database.db;
    const clinicId = therapist.clinicId;
    const [patient] = await db
      .insert(patients)
      .values({ clinicId, firstName: 'Milica', lastName: 'Petrović', email: 'milica@example.com' })
      .returning();
    const [service] = await db
      .insert(services)
      .values({
        clinicId,
        name: 'Sports massage',
        durationMinutes: 30,
        priceMinor: 4500,
        color: '#be4bdb',
      })
      .returning();
    const start = new Date(ctx.clock.now().getTime() + 86_400_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    await db.insert(appointments).values([
      {
        clinicId,
        therapistId: therapist.user.id,
        patientId: patient!.id,
        serviceId: service!.id,
        startsAt: start,
        endsAt: end,
      },
      {
        clinicId,
        therapistId: therapist.user.id,
        title: 'Team meeting',
        startsAt: end,
        endsAt: new Date(end.getTime() + 3_600_000),
      },
      {
        clinicId,
        therapistId: therapist.user.id,
        patientId: patient!.id,
        title: '',
        startsAt: new Date(end.getTime() + 7_200_000),
        endsAt: new Date(end.getTime() + 9_000_000),
        status: 'cancelled',
        cancelReason: 'Ill',
      },
      {
        clinicId,
        therapistId: colleague.user.id,
        title: 'Not yours',
        startsAt: start,
        endsAt: end,
      },
    ]);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', cookie?: string) =>
    ctx.app.inject({ method, url: '/api/v1/calendar-feed', headers: cookie ? { cookie } : {} });
  const fetchFeed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('answers 401 signed out on every management route', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method)).statusCode).toBe(401);
    }
  });

  it('creates an address that serves only your live appointments, with initials and no full names', async () => {
    expect((await call('GET', therapist.cookie)).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const created = await call('POST', therapist.cookie);
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar-feeds\/[\w-]{43}\.ics$/);
    expect((await call('GET', therapist.cookie)).json()).toMatchObject({ active: true });

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('SUMMARY:M. P. · Sports massage');
    expect(feed.body).toContain('SUMMARY:Team meeting');
    expect(feed.body).not.toContain('Milica');
    expect(feed.body).not.toContain('Petrović');
    expect(feed.body).not.toContain('Not yours');
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('a new address replaces the old one; revoking stops it; a second revoke is 404', async () => {
    const first = (await call('POST', therapist.cookie)).json().url;
    const second = (await call('POST', therapist.cookie)).json().url;
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await call('DELETE', therapist.cookie)).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await call('DELETE', therapist.cookie)).statusCode).toBe(404);
  });

  it('refuses addresses that are not a token (400) and unknown tokens (404)', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/calendar-feeds/..%2Fetc.ics' }))
        .statusCode,
    ).toBe(400);
    const unknown = `/api/v1/calendar-feeds/${'A'.repeat(43)}.ics`;
    expect((await ctx.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  });

  it('a member without a clinic is refused (403)', async () => {
    const { createUser, sessionCookieFor } = await import('../../test/fixtures.js');
    const loner = await createUser(ctx.database.db);
    const cookie = await sessionCookieFor(ctx, loner.id, null);
    expect((await call('POST', cookie)).statusCode).toBe(403);
  });

  describe('a feed ends with its member’s access to the clinic', () => {
    const feedOf = async (cookie: string) => (await call('POST', cookie)).json().url as string;
    const asMember = (method: 'POST' | 'DELETE', path: string, cookie: string) =>
      ctx.app.inject({ method, url: `/api/v1${path}`, headers: { cookie } });

    let owner: Awaited<ReturnType<typeof signedInMember>>;
    beforeAll(async () => {
      owner = await signedInMember(ctx, 'owner', therapist.clinicId);
    });

    const membershipOf = async (userId: string) =>
      (
        await ctx.database.db
          .select({ id: memberships.id })
          .from(memberships)
          .where(eq(memberships.userId, userId))
      )[0]!.id;

    it('a deactivated member’s feed answers 404, and stays dead when they come back', async () => {
      const member = await signedInMember(ctx, 'therapist', therapist.clinicId);
      const url = await feedOf(member.cookie);
      expect((await fetchFeed(url)).statusCode).toBe(200);
      const membershipId = await membershipOf(member.user.id);
      const deactivate = `/team/members/${membershipId}/deactivate`;
      expect((await asMember('POST', deactivate, owner.cookie)).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
      const reactivate = `/team/members/${membershipId}/reactivate`;
      expect((await asMember('POST', reactivate, owner.cookie)).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
    });

    it('a removed member’s feed answers 404', async () => {
      const member = await signedInMember(ctx, 'therapist', therapist.clinicId);
      const url = await feedOf(member.cookie);
      const membershipId = await membershipOf(member.user.id);
      const removed = await asMember('DELETE', `/team/members/${membershipId}`, owner.cookie);
      expect(removed.statusCode).toBe(204);
      expect((await fetchFeed(url)).statusCode).toBe(404);
    });

    it('a disabled account’s feeds answer 404', async () => {
      const member = await signedInMember(ctx, 'therapist', therapist.clinicId);
      const url = await feedOf(member.cookie);
      const operator = await createUser(ctx.database.db, { platformAdmin: true });
      const operatorCookie = await sessionCookieFor(ctx, operator.id, null);
      const disable = `/admin/users/${member.user.id}/disable`;
      expect((await asMember('POST', disable, operatorCookie)).statusCode).toBe(200);
      expect((await fetchFeed(url)).statusCode).toBe(404);
    });

    it('a member who left the clinic by any other way (no membership left) gets 404', async () => {
      const member = await signedInMember(ctx, 'therapist', therapist.clinicId);
      const url = await feedOf(member.cookie);
      await ctx.database.db.delete(memberships).where(eq(memberships.userId, member.user.id));
      expect((await fetchFeed(url)).statusCode).toBe(404);
    });
  });

  it('initials keep accented letters and skip empty names', () => {
    expect(initialsOf('Đorđe', 'Šarić')).toBe('Đ. Š.');
    expect(initialsOf('Ana', ' ')).toBe('A.');
  });
});
