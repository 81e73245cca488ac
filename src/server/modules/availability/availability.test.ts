import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, locations, memberships, services } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { sessionCookieFor } from '../../test/fixtures.js';
import { addPatient, addService } from '../../test/scheduling-fixtures.js';
import {
  addBreak,
  addLeave,
  addLocation,
  addRoomAt,
  addWorkingHours,
  offerService,
  WEEKDAYS_8_TO_20,
} from '../../test/schedule-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

const MONDAY = '2026-12-07';
const NEXT_MONDAY = '2026-12-14';

describe('availability', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  /**
   * Centar and Liman (the first location retired). Ana works Mondays 09:00–13:00 at Centar with
   * a break 11:00–11:30 and 15:00–17:00 at Liman, and is on leave the Monday after. Boris works
   * Mondays 15:00–17:00 at Liman, which has one room, booked by Boris 15:00–16:00.
   */
  async function twoLocationClinic() {
    const clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    const { clinicId } = clinic;
    await db.update(locations).set({ active: false }).where(eq(locations.clinicId, clinicId));
    // The owner does not see patients here.
    await db
      .update(memberships)
      .set({ takesAppointments: false })
      .where(and(eq(memberships.clinicId, clinicId), eq(memberships.userId, clinic.user.id)));
    const centar = await addLocation(db, clinicId, 'Centar');
    const liman = await addLocation(db, clinicId, 'Liman');
    const limanRoom = await addRoomAt(db, clinicId, liman.id, 'Liman 1');
    const ana = clinic.therapistId;
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
    await addWorkingHours(db, clinicId, boris, liman.id, {
      weekday: 1,
      start: '15:00',
      end: '17:00',
    });
    const service = await addService(db, clinicId, {
      name: 'Follow-up',
      durationMinutes: 30,
      bufferAfterMinutes: 15,
    });
    const patient = await addPatient(db, clinicId);
    await db.insert(appointments).values([
      {
        clinicId,
        therapistId: ana,
        patientId: patient.id,
        serviceId: service.id,
        locationId: centar.id,
        startsAt: new Date(local(MONDAY, '09:30')),
        endsAt: new Date(local(MONDAY, '10:00')),
      },
      {
        clinicId,
        therapistId: boris,
        title: 'Team meeting',
        roomId: limanRoom.id,
        locationId: liman.id,
        startsAt: new Date(local(MONDAY, '15:00')),
        endsAt: new Date(local(MONDAY, '16:00')),
      },
    ]);
    return { ...clinic, centar, liman, limanRoom, ana, boris, service, patient };
  }

  const day = (date: string) => ({ from: local(date, '00:00'), to: local(date, '23:59') });
  const query = (params: Record<string, string | undefined>) =>
    new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
  const slotsOf = async (cookie: string, params: Record<string, string | undefined>) => {
    const response = await call('GET', `/availability?${query(params)}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots as Array<{
      start: string;
      end: string;
      practitionerId: string;
      locationId: string;
      roomId?: string;
    }>;
  };
  const startsOf = (slots: Array<{ start: string }>) => slots.map((slot) => slot.start);
  const at = (date: string, times: string[]) => times.map((time) => local(date, time));

  it("offers a part-time practitioner's free time at two locations: breaks, bookings with buffers and a busy room left out", async () => {
    const world = await twoLocationClinic();
    const slots = await slotsOf(world.cookie, {
      serviceId: world.service.id,
      practitionerId: world.ana,
      ...day(MONDAY),
    });
    const centar = slots.filter((slot) => slot.locationId === world.centar.id);
    // 09:00 would run into the booking at 09:30 with its 15 minutes after; 11:00–11:30 is lunch.
    expect(startsOf(centar)).toEqual(
      at(MONDAY, ['10:00', '10:15', '10:30', '11:30', '11:45', '12:00', '12:15', '12:30']),
    );
    expect(centar.every((slot) => slot.roomId === undefined)).toBe(true);
    expect(centar[0]).toEqual({
      start: local(MONDAY, '10:00'),
      end: local(MONDAY, '10:30'),
      practitionerId: world.ana,
      locationId: world.centar.id,
    });
    // Liman's only room is taken until 16:00.
    const liman = slots.filter((slot) => slot.locationId === world.liman.id);
    expect(startsOf(liman)).toEqual(at(MONDAY, ['16:00', '16:15', '16:30']));
    expect(liman.every((slot) => slot.roomId === world.limanRoom.id)).toBe(true);
  });

  it('offers nothing on leave, and every practitioner by start without a practitioner given', async () => {
    const world = await twoLocationClinic();
    expect(
      await slotsOf(world.cookie, {
        serviceId: world.service.id,
        practitionerId: world.ana,
        ...day(NEXT_MONDAY),
      }),
    ).toEqual([]);
    const everyone = await slotsOf(world.cookie, { serviceId: world.service.id, ...day(MONDAY) });
    expect(new Set(everyone.map((slot) => slot.practitionerId))).toEqual(
      new Set([world.ana, world.boris]),
    );
    // Boris holds the room himself until 16:00, then he and Ana share one room.
    const boris = everyone.filter((slot) => slot.practitionerId === world.boris);
    expect(startsOf(boris)).toEqual(at(MONDAY, ['16:00', '16:15', '16:30']));
    const sorted = [...everyone].sort((a, b) => a.start.localeCompare(b.start));
    expect(startsOf(everyone)).toEqual(startsOf(sorted));
    const limanOnly = await slotsOf(world.cookie, {
      serviceId: world.service.id,
      locationId: world.liman.id,
      ...day(MONDAY),
    });
    expect(limanOnly.every((slot) => slot.locationId === world.liman.id)).toBe(true);
    expect(limanOnly).toHaveLength(6);
  });

  it('offers a service only where and by whom it is offered', async () => {
    const world = await twoLocationClinic();
    const db = ctx.database.db;
    const centarOnly = await addService(db, world.clinicId, {
      name: 'Dry needling',
      durationMinutes: 30,
    });
    await offerService(db, world.clinicId, centarOnly.id, { locationIds: [world.centar.id] });
    const atCentar = await slotsOf(world.cookie, { serviceId: centarOnly.id, ...day(MONDAY) });
    expect(atCentar.length).toBeGreaterThan(0);
    expect(atCentar.every((slot) => slot.locationId === world.centar.id)).toBe(true);

    const borisOnly = await addService(db, world.clinicId, {
      name: 'Shockwave',
      durationMinutes: 30,
    });
    await offerService(db, world.clinicId, borisOnly.id, { practitionerIds: [world.boris] });
    const byBoris = await slotsOf(world.cookie, { serviceId: borisOnly.id, ...day(MONDAY) });
    expect(byBoris.length).toBeGreaterThan(0);
    expect(byBoris.every((slot) => slot.practitionerId === world.boris)).toBe(true);
    expect(
      await slotsOf(world.cookie, {
        serviceId: borisOnly.id,
        practitionerId: world.ana,
        ...day(MONDAY),
      }),
    ).toEqual([]);
  });

  it('a member without any weekly rule is offered whenever the location is open', async () => {
    const clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    await db
      .update(locations)
      .set({ openingHours: WEEKDAYS_8_TO_20 })
      .where(eq(locations.clinicId, clinic.clinicId));
    const service = await addService(db, clinic.clinicId, { durationMinutes: 60 });
    const slots = await slotsOf(clinic.cookie, {
      serviceId: service.id,
      practitionerId: clinic.therapistId,
      ...day(MONDAY),
    });
    expect(slots[0]!.start).toBe(local(MONDAY, '08:00'));
    expect(slots.at(-1)!.start).toBe(local(MONDAY, '19:00'));
    expect(slots).toHaveLength(45);
  });

  it('keeps 09:00 local on the days Europe/Belgrade changes its clocks', async () => {
    const clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    const [location] = await db
      .update(locations)
      .set({ openingHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '20:00' })) })
      .where(eq(locations.clinicId, clinic.clinicId))
      .returning();
    await addWorkingHours(db, clinic.clinicId, clinic.therapistId, location!.id, {
      weekday: 0,
      start: '09:00',
      end: '10:00',
    });
    const service = await addService(db, clinic.clinicId, { durationMinutes: 60 });
    for (const [date, utc] of [
      ['2026-03-29', '2026-03-29T07:00:00.000Z'],
      ['2026-10-25', '2026-10-25T08:00:00.000Z'],
    ] as const) {
      const slots = await slotsOf(clinic.cookie, {
        serviceId: service.id,
        practitionerId: clinic.therapistId,
        ...day(date),
      });
      expect(slots.map((slot) => [slot.start, slot.end])).toEqual([
        [utc, new Date(Date.parse(utc) + 3600_000).toISOString()],
      ]);
    }
  });

  it("answers 404 for another clinic's service, practitioner or location, 400 for an inactive service", async () => {
    const world = await twoLocationClinic();
    const other = await twoLocationClinic();
    const base = { serviceId: world.service.id, ...day(MONDAY) };
    for (const params of [
      { ...base, serviceId: other.service.id },
      { ...base, practitionerId: other.ana },
      { ...base, locationId: other.centar.id },
    ]) {
      const response = await call('GET', `/availability?${query(params)}`, world.cookie);
      expect(response.statusCode, response.body).toBe(404);
    }
    const foreignLocation = await call(
      'GET',
      `/availability/working-time?${query({ ...day(MONDAY), locationId: other.centar.id })}`,
      world.cookie,
    );
    expect(foreignLocation.statusCode).toBe(404);
    await ctx.database.db
      .update(services)
      .set({ active: false })
      .where(and(eq(services.id, world.service.id), eq(services.clinicId, world.clinicId)));
    const inactive = await call('GET', `/availability?${query(base)}`, world.cookie);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().fields).toHaveProperty('serviceId');
  });

  it("answers each practitioner's working time per location, breaks and leave taken out", async () => {
    const world = await twoLocationClinic();
    const { user } = await addMember(ctx.database.db, world.clinicId, 'assistant');
    const assistantCookie = await sessionCookieFor(ctx, user.id, world.clinicId);
    const response = await call(
      'GET',
      `/availability/working-time?${query(day(MONDAY))}`,
      assistantCookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(
      (response.json().practitioners as Array<{ practitionerId: string; working: unknown[] }>).map(
        (entry) => [entry.practitionerId, entry.working],
      ),
    );
    expect(byId.get(world.ana)).toEqual([
      { start: local(MONDAY, '09:00'), end: local(MONDAY, '11:00'), locationId: world.centar.id },
      { start: local(MONDAY, '11:30'), end: local(MONDAY, '13:00'), locationId: world.centar.id },
      { start: local(MONDAY, '15:00'), end: local(MONDAY, '17:00'), locationId: world.liman.id },
    ]);
    expect(byId.get(world.boris)).toEqual([
      { start: local(MONDAY, '15:00'), end: local(MONDAY, '17:00'), locationId: world.liman.id },
    ]);
    const onLeave = await call(
      'GET',
      `/availability/working-time?${query({ ...day(NEXT_MONDAY), locationId: world.centar.id })}`,
      world.cookie,
    );
    expect(
      onLeave
        .json()
        .practitioners.find(
          (entry: { practitionerId: string }) => entry.practitionerId === world.ana,
        ),
    ).toEqual({ practitionerId: world.ana, working: [] });
  });
});
