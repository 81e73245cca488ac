import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, locations, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import {
  addBreak,
  addExtraShift,
  addLeave,
  addLocation,
  addRoomAt,
  addWorkingHours,
} from '../../test/schedule-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

const MONDAY = '2026-12-07';
const NEXT_MONDAY = '2026-12-14';
const WEDNESDAY = '2026-12-09';

/** Booking at a location: where it is stored, whose opening hours, the practitioner's hours. */
describe('booking at a location', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  /**
   * The first location (Test Clinic, the clinic's hours 08:00–20:00 but Sundays), Centar and
   * Liman (open from noon). Ana Kovač works Mondays 09:00–13:00 at Centar with a break
   * 11:00–11:30, 15:00–17:00 at Liman, an extra Wednesday shift at Liman, and is on leave the
   * Monday after. Boris has no schedule.
   */
  async function clinicWithSchedules() {
    const clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    const { clinicId } = clinic;
    const [first] = await db.select().from(locations).where(eq(locations.clinicId, clinicId));
    const centar = await addLocation(db, clinicId, 'Centar');
    const noonToEight = { open: '12:00', close: '20:00' };
    const liman = await addLocation(db, clinicId, 'Liman', {
      openingHours: [null, ...Array.from({ length: 5 }, () => noonToEight), null],
    });
    const limanRoom = await addRoomAt(db, clinicId, liman.id, 'Liman 1');
    const centarRoom = await addRoomAt(db, clinicId, centar.id, 'Centar 1');
    const ana = clinic.therapistId;
    await db.update(users).set({ name: 'Ana', lastName: 'Kovač' }).where(eq(users.id, ana));
    const boris = (await addMember(db, clinicId, 'therapist')).user.id;
    await addWorkingHours(db, clinicId, ana, centar.id, {
      weekday: 1,
      start: '09:00',
      end: '13:00',
    });
    await addWorkingHours(db, clinicId, ana, liman.id, {
      weekday: 1,
      start: '15:00',
      end: '17:00',
    });
    await addBreak(db, clinicId, ana, { weekday: 1, start: '11:00', end: '11:30' });
    await addLeave(db, clinicId, ana, NEXT_MONDAY, NEXT_MONDAY);
    await addExtraShift(db, clinicId, ana, liman.id, {
      date: WEDNESDAY,
      start: '14:00',
      end: '18:00',
    });
    const patient = await addPatient(db, clinicId);
    return { ...clinic, first: first!, centar, liman, limanRoom, centarRoom, ana, boris, patient };
  }

  const book = (cookie: string, body: Record<string, unknown>) =>
    call('POST', '/appointments', cookie, body);

  it('stores the location given, else the room’s, else where the practitioner works then, else the first', async () => {
    const w = await clinicWithSchedules();
    const visit = (start: string, end: string, extra: Record<string, unknown> = {}) =>
      book(w.cookie, { patientId: w.patient.id, therapistId: w.ana, start, end, ...extra });

    const given = await visit(local(MONDAY, '09:00'), local(MONDAY, '09:30'), {
      locationId: w.centar.id,
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().appointment.locationId).toBe(w.centar.id);

    const byRoom = await visit(local(MONDAY, '15:00'), local(MONDAY, '15:30'), {
      roomId: w.limanRoom.id,
    });
    expect(byRoom.json().appointment.locationId).toBe(w.liman.id);

    const bySchedule = await visit(local(MONDAY, '16:00'), local(MONDAY, '16:30'));
    expect(bySchedule.json().appointment.locationId).toBe(w.liman.id);
    const byShift = await visit(local(WEDNESDAY, '14:00'), local(WEDNESDAY, '14:30'));
    expect(byShift.json().appointment.locationId).toBe(w.liman.id);

    // Boris has no schedule: the clinic's first location, and no working hours to keep.
    const borisVisit = await book(w.cookie, {
      patientId: w.patient.id,
      therapistId: w.boris,
      start: local(MONDAY, '19:00'),
      end: local(MONDAY, '19:30'),
    });
    expect(borisVisit.statusCode, borisVisit.body).toBe(201);
    expect(borisVisit.json().appointment.locationId).toBe(w.first.id);

    const meeting = await book(w.cookie, {
      title: 'Team meeting',
      therapistId: w.boris,
      start: local(MONDAY, '12:00'),
      end: local(MONDAY, '13:00'),
    });
    expect(meeting.json().appointment.locationId).toBeNull();
    const inRoom = await book(w.cookie, {
      title: 'Equipment check',
      therapistId: w.boris,
      roomId: w.centarRoom.id,
      start: local(MONDAY, '14:00'),
      end: local(MONDAY, '14:30'),
    });
    expect(inRoom.json().appointment.locationId).toBe(w.centar.id);
  });

  it("refuses a room of another location, and another clinic's or an inactive location, with 400", async () => {
    const w = await clinicWithSchedules();
    const other = await clinicWithSchedules();
    const body = {
      patientId: w.patient.id,
      therapistId: w.ana,
      start: local(MONDAY, '09:00'),
      end: local(MONDAY, '09:30'),
    };
    const mismatch = await book(w.cookie, {
      ...body,
      locationId: w.centar.id,
      roomId: w.limanRoom.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty('roomId');
    const foreign = await book(w.cookie, { ...body, locationId: other.centar.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('locationId');
    await ctx.database.db
      .update(locations)
      .set({ active: false })
      .where(and(eq(locations.id, w.liman.id), eq(locations.clinicId, w.clinicId)));
    const inactive = await book(w.cookie, { ...body, locationId: w.liman.id });
    expect(inactive.json().fields).toHaveProperty('locationId');
  });

  it("checks the location's opening hours, not the clinic's", async () => {
    const w = await clinicWithSchedules();
    const body = {
      patientId: w.patient.id,
      therapistId: w.boris,
      start: local(MONDAY, '09:00'),
      end: local(MONDAY, '09:30'),
    };
    const atLiman = await book(w.cookie, { ...body, locationId: w.liman.id });
    expect(atLiman.statusCode).toBe(409);
    expect(atLiman.json()).toMatchObject({
      code: 'OUTSIDE_OPENING_HOURS',
      msg: expect.stringContaining('12:00–20:00'),
    });
    const atCentar = await book(w.cookie, { ...body, locationId: w.centar.id });
    expect(atCentar.statusCode, atCentar.body).toBe(201);
  });

  it('asks to confirm a booking outside the practitioner’s working hours, in a break or on leave', async () => {
    const w = await clinicWithSchedules();
    const body = { patientId: w.patient.id, therapistId: w.ana, locationId: w.centar.id };
    const afternoon = await book(w.cookie, {
      ...body,
      start: local(MONDAY, '14:00'),
      end: local(MONDAY, '14:30'),
    });
    expect(afternoon.statusCode).toBe(409);
    expect(afternoon.json()).toMatchObject({
      code: 'OUTSIDE_WORKING_HOURS',
      msg:
        'Ana Kovač does not work then: on Mondays Ana works 09:00–13:00 at Centar, ' +
        '15:00–17:00 at Liman, with a break 11:00–11:30. Confirm to book it anyway.',
      details: { dates: [MONDAY] },
    });
    const lunch = await book(w.cookie, {
      ...body,
      start: local(MONDAY, '11:00'),
      end: local(MONDAY, '11:30'),
    });
    expect(lunch.json().code).toBe('OUTSIDE_WORKING_HOURS');
    const otherPlace = await book(w.cookie, {
      ...body,
      locationId: w.liman.id,
      start: local(MONDAY, '12:00'),
      end: local(MONDAY, '12:30'),
    });
    expect(otherPlace.json().code).toBe('OUTSIDE_WORKING_HOURS');
    const onLeave = await book(w.cookie, {
      ...body,
      start: local(NEXT_MONDAY, '09:00'),
      end: local(NEXT_MONDAY, '09:30'),
    });
    expect(onLeave.json()).toMatchObject({
      code: 'OUTSIDE_WORKING_HOURS',
      msg: `Ana Kovač is on leave on ${NEXT_MONDAY}. Confirm to book it anyway.`,
    });
    const confirmed = await book(w.cookie, {
      ...body,
      start: local(MONDAY, '14:00'),
      end: local(MONDAY, '14:30'),
      confirmOutsideWorkingHours: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const within = await book(w.cookie, {
      ...body,
      start: local(MONDAY, '12:00'),
      end: local(MONDAY, '13:00'),
    });
    expect(within.statusCode, within.body).toBe(201);
  });

  it('checks every occurrence of a series, and a move or a new practitioner like a booking', async () => {
    const w = await clinicWithSchedules();
    const series = await book(w.cookie, {
      patientId: w.patient.id,
      therapistId: w.ana,
      locationId: w.centar.id,
      start: local(MONDAY, '09:00'),
      end: local(MONDAY, '09:30'),
      repeat: { every: 'week', count: 3 },
    });
    expect(series.statusCode).toBe(409);
    expect(series.json()).toMatchObject({
      code: 'OUTSIDE_WORKING_HOURS',
      msg: expect.stringContaining(`outside Ana Kovač's working hours on ${NEXT_MONDAY}.`),
      details: { dates: [NEXT_MONDAY] },
    });
    expect(
      (
        await ctx.database.db
          .select()
          .from(appointments)
          .where(eq(appointments.clinicId, w.clinicId))
      ).length,
    ).toBe(0);

    const booked = await book(w.cookie, {
      patientId: w.patient.id,
      therapistId: w.ana,
      start: local(MONDAY, '09:00'),
      end: local(MONDAY, '09:30'),
    });
    const id = booked.json().appointment.id;
    expect(booked.json().appointment.locationId).toBe(w.centar.id);
    const late = await call('PATCH', `/appointments/${id}`, w.cookie, {
      start: local(MONDAY, '13:00'),
    });
    expect(late.json().code).toBe('OUTSIDE_WORKING_HOURS');
    const moved = await call('PATCH', `/appointments/${id}`, w.cookie, {
      start: local(MONDAY, '13:00'),
      confirmOutsideWorkingHours: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const toLiman = await call('PATCH', `/appointments/${id}`, w.cookie, {
      start: local(MONDAY, '15:00'),
      roomId: w.limanRoom.id,
    });
    expect(toLiman.statusCode, toLiman.body).toBe(200);
    expect(toLiman.json().appointment).toMatchObject({
      locationId: w.liman.id,
      roomId: w.limanRoom.id,
    });
    const toBoris = await call('PATCH', `/appointments/${id}`, w.cookie, { therapistId: w.boris });
    expect(toBoris.statusCode, toBoris.body).toBe(200);
    const backToAna = await call('PATCH', `/appointments/${id}`, w.cookie, {
      therapistId: w.ana,
      start: local(MONDAY, '18:00'),
    });
    expect(backToAna.json().code).toBe('OUTSIDE_WORKING_HOURS');
    const roomElsewhere = await call('PATCH', `/appointments/${id}`, w.cookie, {
      locationId: w.centar.id,
    });
    expect(roomElsewhere.statusCode).toBe(400);
    expect(roomElsewhere.json().fields).toHaveProperty('roomId');
  });

  it('keeps an imported visit without a location where it is until it moves', async () => {
    const w = await clinicWithSchedules();
    const [imported] = await ctx.database.db
      .insert(appointments)
      .values({
        clinicId: w.clinicId,
        therapistId: w.ana,
        patientId: w.patient.id,
        status: 'completed',
        startsAt: new Date(local('2026-12-06', '07:00')),
        endsAt: new Date(local('2026-12-06', '07:30')),
      })
      .returning();
    const noted = await call('PATCH', `/appointments/${imported!.id}`, w.cookie, {
      notes: 'From the old system',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().appointment.locationId).toBeNull();
  });

  it('lists one location’s appointments with blocked time that holds everywhere', async () => {
    const w = await clinicWithSchedules();
    const centarVisit = await book(w.cookie, {
      patientId: w.patient.id,
      therapistId: w.ana,
      locationId: w.centar.id,
      start: local(MONDAY, '09:00'),
      end: local(MONDAY, '09:30'),
    });
    const limanVisit = await book(w.cookie, {
      patientId: w.patient.id,
      therapistId: w.ana,
      locationId: w.liman.id,
      start: local(MONDAY, '15:00'),
      end: local(MONDAY, '15:30'),
    });
    const meeting = await book(w.cookie, {
      title: 'Team meeting',
      therapistId: w.boris,
      start: local(MONDAY, '12:00'),
      end: local(MONDAY, '13:00'),
    });
    const range = `from=${encodeURIComponent(local(MONDAY, '00:00'))}&to=${encodeURIComponent(local(MONDAY, '23:59'))}`;
    const atCentar = await call(
      'GET',
      `/appointments?${range}&locationId=${w.centar.id}`,
      w.cookie,
    );
    expect(atCentar.statusCode, atCentar.body).toBe(200);
    expect(atCentar.json().appointments.map((a: { id: string }) => a.id)).toEqual([
      centarVisit.json().appointment.id,
      meeting.json().appointment.id,
    ]);
    const all = await call('GET', `/appointments?${range}`, w.cookie);
    expect(all.json().appointments.map((a: { locationId: string | null }) => a.locationId)).toEqual(
      [w.centar.id, null, w.liman.id],
    );
    expect(limanVisit.statusCode).toBe(201);
  });
});
