import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patients } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';
import { parseCalendar } from '../../test/icalendar.js';

/**
 * What calendar apps rely on when they poll a feed: each change of an appointment raises its
 * SEQUENCE and its DTSTAMP, and an unchanged feed answers 304 to their conditional requests.
 */
describe('the calendar feed as calendar apps read it', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  let feedPath: string;
  let appointmentId: string;
  const HOUR = 3_600_000;
  // Less than the sessions' idle timeout: the owner stays signed in.
  const A_WHILE = 10 * 60_000;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signedInMember(ctx, 'owner');
    const db = ctx.database.db;
    const [patient] = await db
      .insert(patients)
      .values({ clinicId: owner.clinicId, firstName: 'Milica', lastName: 'Petrović' })
      .returning();
    const start = new Date(ctx.clock.now().getTime() + 24 * HOUR);
    const [row] = await db
      .insert(appointments)
      .values({
        clinicId: owner.clinicId,
        therapistId: owner.user.id,
        patientId: patient!.id,
        startsAt: start,
        endsAt: new Date(start.getTime() + HOUR),
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning();
    appointmentId = row!.id;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/calendar-feed',
      headers: { cookie: owner.cookie },
    });
    feedPath = new URL(created.json().url).pathname;
  });
  afterAll(() => ctx.close());

  const fetchFeed = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: feedPath, headers });
  const change = (path: string, payload: object) =>
    ctx.app.inject({
      method: path.endsWith('/status') ? 'POST' : 'PATCH',
      url: `/api/v1/appointments/${appointmentId}${path}`,
      headers: { cookie: owner.cookie },
      payload,
    });
  const theEvent = async () => {
    const response = await fetchFeed();
    expect(response.statusCode).toBe(200);
    const events = parseCalendar(response.body).events;
    expect(events).toHaveLength(1);
    return events[0]!;
  };

  it('raises SEQUENCE at every change, and DTSTAMP is the time of the last change', async () => {
    const booked = await theEvent();
    expect(booked.uid).toBe(`${appointmentId}@motio`);
    expect(booked.sequence).toBe(0);
    expect(booked.stamp.getTime()).toBe(Math.floor(ctx.clock.now().getTime() / 1000) * 1000);

    ctx.clock.advance(A_WHILE);
    expect((await change('', { notes: 'Bring the scans' })).statusCode).toBe(200);
    const noted = await theEvent();
    expect(noted.sequence).toBe(1);
    expect(noted.stamp.getTime()).toBe(Math.floor(ctx.clock.now().getTime() / 1000) * 1000);

    ctx.clock.advance(A_WHILE);
    const later = new Date(booked.start.getTime() + HOUR);
    const moved = await change('', {
      start: later.toISOString(),
      confirmOutsideOpeningHours: true,
    });
    expect(moved.statusCode).toBe(200);
    expect((await change('/status', { status: 'confirmed' })).statusCode).toBe(200);
    const confirmed = await theEvent();
    expect(confirmed.sequence).toBe(3);
    expect(confirmed.start).toEqual(later);
    expect(confirmed.stamp.getTime()).toBe(Math.floor(ctx.clock.now().getTime() / 1000) * 1000);
  });

  it('sends ETag and Last-Modified, and answers 304 while nothing changed', async () => {
    const first = await fetchFeed();
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    ctx.clock.advance(A_WHILE);
    const byTag = await fetchFeed({ 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await fetchFeed({ 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);

    // The appointment leaves the feed when it is cancelled: the feed changed.
    expect((await change('/status', { status: 'cancelled', reason: 'Ill' })).statusCode).toBe(200);
    const changed = await fetchFeed({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(parseCalendar(changed.body).events).toEqual([]);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await fetchFeed({ 'if-modified-since': lastModified })).statusCode).toBe(200);
    expect(new Date(String(changed.headers['last-modified'])).getTime()).toBeGreaterThan(
      new Date(lastModified).getTime(),
    );
  });
});
