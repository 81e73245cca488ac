import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDatesBetween, workingTime } from '../../domain/availability.js';
import { DAY_MS } from '../../domain/clinic-time.js';
import { containedIn } from '../../domain/intervals.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { sessionCookieFor } from '../test/fixtures.js';
import {
  appointments,
  locations,
  memberships,
  rooms,
  serviceLocations,
  servicePractitioners,
  users,
} from './schema.js';
import { seedDemoClinic } from './seed.js';
import { practitionerSchedules } from './seed-schedules.js';

describe('demo schedules (who works where and when in the demo clinic)', () => {
  let ctx: TestContext;
  let clinicId: string;
  let cookie: string;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoClinic(ctx.database.db, ctx.clock.now());
    const team = await ctx.database.db
      .select({ userId: users.id, email: users.email, clinicId: memberships.clinicId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id));
    for (const member of team) ids.set(member.email.split('@')[0]!, member.userId);
    clinicId = team[0]!.clinicId;
    cookie = await sessionCookieFor(ctx, ids.get('owner')!, clinicId);
  });
  afterAll(() => ctx.close());

  const scheduleOf = async (login: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/team/${ids.get(login)}/schedule`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().schedule;
  };

  it('gives every therapist weekly hours across Centar and Liman, with lunch at 12:30', async () => {
    const places = await ctx.database.db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.clinicId, clinicId));
    const name = (id: string) => places.find((place) => place.id === id)!.name;
    const maja = await scheduleOf('therapist1');
    const stefan = await scheduleOf('therapist2');
    const jelena = await scheduleOf('therapist3');
    for (const schedule of [maja, stefan, jelena]) {
      expect(schedule.workingHours.length).toBeGreaterThan(0);
      expect(schedule.breaks.length).toBeGreaterThan(0);
      for (const lunch of schedule.breaks)
        expect(lunch).toMatchObject({ start: '12:30', end: '13:00' });
    }
    const days = (schedule: { workingHours: { weekday: number }[] }) =>
      new Set(schedule.workingHours.map((rule) => rule.weekday)).size;
    expect(days(maja)).toBe(5);
    expect(days(jelena)).toBeLessThan(5); // part time
    const placesOf = (schedule: { workingHours: { locationId: string }[] }) =>
      [...new Set(schedule.workingHours.map((rule) => name(rule.locationId)))].sort();
    expect(placesOf(stefan)).toEqual(['Centar', 'Liman']);
    expect(placesOf(jelena)).toEqual(['Centar', 'Liman']);
  });

  it('has Maja on leave all of next week and Stefan on an extra Saturday at Centar', async () => {
    const maja = await scheduleOf('therapist1');
    expect(maja.leave).toHaveLength(1);
    const [leave] = maja.leave;
    expect(new Date(`${leave.startsOn}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(leave.endsOn) - Date.parse(leave.startsOn)).toBe(6 * DAY_MS);
    const nowDay = ctx.clock.now().getTime();
    expect(Date.parse(leave.startsOn) - nowDay).toBeGreaterThan(-DAY_MS);
    expect(Date.parse(leave.startsOn) - nowDay).toBeLessThanOrEqual(7 * DAY_MS);

    const stefan = await scheduleOf('therapist2');
    expect(stefan.extraShifts).toEqual([expect.objectContaining({ start: '09:00', end: '13:00' })]);
    expect(new Date(`${stefan.extraShifts[0].date}T00:00:00Z`).getUTCDay()).toBe(6);
  });

  it('books every demo appointment inside its therapist’s working time, at the room’s location', async () => {
    const db = ctx.database.db;
    const schedules = await practitionerSchedules(db, clinicId);
    const booked = await db
      .select({
        therapistId: appointments.therapistId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        locationId: appointments.locationId,
        roomLocationId: rooms.locationId,
      })
      .from(appointments)
      .leftJoin(rooms, eq(rooms.id, appointments.roomId))
      .where(and(eq(appointments.clinicId, clinicId), isNotNull(appointments.therapistId)));
    expect(booked.length).toBeGreaterThan(30);
    for (const appointment of booked) {
      const schedule = schedules.get(appointment.therapistId!)!;
      expect(appointment.locationId).not.toBeNull();
      if (appointment.roomLocationId)
        expect(appointment.roomLocationId).toBe(appointment.locationId);
      const dates = localDatesBetween(appointment.startsAt, appointment.endsAt, 'Europe/Belgrade');
      const working = workingTime(schedule, appointment.locationId!, dates, 'Europe/Belgrade');
      const span = { start: appointment.startsAt.getTime(), end: appointment.endsAt.getTime() };
      expect(containedIn(working, span), JSON.stringify(appointment)).toBe(true);
    }
  });
});

describe('demo appointments and service offerings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoClinic(ctx.database.db, ctx.clock.now());
  });
  afterAll(() => ctx.close());

  it('books each service only where and by whom it is offered', async () => {
    const db = ctx.database.db;
    const booked = await db
      .select({
        serviceId: appointments.serviceId,
        therapistId: appointments.therapistId,
        locationId: appointments.locationId,
      })
      .from(appointments)
      .where(isNotNull(appointments.serviceId));
    const at = await db.select().from(serviceLocations);
    const by = await db.select().from(servicePractitioners);
    const restricted = new Set([...at, ...by].map((row) => row.serviceId));
    expect(restricted.size).toBeGreaterThan(0);
    expect(booked.some((row) => restricted.has(row.serviceId!))).toBe(true);
    for (const row of booked) {
      const places = at.filter((offer) => offer.serviceId === row.serviceId);
      const people = by.filter((offer) => offer.serviceId === row.serviceId);
      if (places.length) expect(places.map((p) => p.locationId)).toContain(row.locationId);
      if (people.length) expect(people.map((p) => p.practitionerId)).toContain(row.therapistId);
    }
  });
});
