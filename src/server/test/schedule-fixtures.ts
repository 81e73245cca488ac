import type { OpeningHours } from '../../domain/scheduling.js';
import type { Db } from '../db/client.js';
import {
  locations,
  rooms,
  scheduleExtraShifts,
  scheduleLeave,
  scheduleRules,
  serviceLocations,
  servicePractitioners,
} from '../db/schema.js';

/** Schedules, locations and offerings written directly (their routes have their own tests). */

/** Monday to Friday 08:00–20:00, closed at weekends. */
export const WEEKDAYS_8_TO_20: OpeningHours = [
  null,
  ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '20:00' })),
  null,
];

export async function addLocation(
  db: Db,
  clinicId: string,
  name: string,
  values: Partial<typeof locations.$inferInsert> = {},
) {
  const [location] = await db
    .insert(locations)
    .values({ clinicId, name, openingHours: WEEKDAYS_8_TO_20, ...values })
    .returning();
  return location!;
}

export async function addRoomAt(db: Db, clinicId: string, locationId: string, name = 'Room') {
  const [room] = await db.insert(rooms).values({ clinicId, locationId, name }).returning();
  return room!;
}

interface WeeklySpan {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  start: string;
  end: string;
  startsOn?: string;
  endsOn?: string | null;
  everyNWeeks?: number;
}

/** Weekly working hours of a practitioner at a location (from 2020 on unless told). */
export async function addWorkingHours(
  db: Db,
  clinicId: string,
  practitionerId: string,
  locationId: string,
  span: WeeklySpan,
) {
  await db.insert(scheduleRules).values({
    clinicId,
    practitionerId,
    kind: 'working',
    locationId,
    weekday: span.weekday,
    startTime: span.start,
    endTime: span.end,
    everyNWeeks: span.everyNWeeks ?? 1,
    startsOn: span.startsOn ?? '2020-01-06',
    endsOn: span.endsOn ?? null,
  });
}

export async function addBreak(db: Db, clinicId: string, practitionerId: string, span: WeeklySpan) {
  await db.insert(scheduleRules).values({
    clinicId,
    practitionerId,
    kind: 'break',
    weekday: span.weekday,
    startTime: span.start,
    endTime: span.end,
    everyNWeeks: span.everyNWeeks ?? 1,
    startsOn: span.startsOn ?? '2020-01-06',
    endsOn: span.endsOn ?? null,
  });
}

export async function addLeave(
  db: Db,
  clinicId: string,
  practitionerId: string,
  startsOn: string,
  endsOn: string,
) {
  await db
    .insert(scheduleLeave)
    .values({ clinicId, practitionerId, startsOn, endsOn, reason: 'Annual leave' });
}

export async function addExtraShift(
  db: Db,
  clinicId: string,
  practitionerId: string,
  locationId: string,
  shift: { date: string; start: string; end: string },
) {
  await db.insert(scheduleExtraShifts).values({
    clinicId,
    practitionerId,
    locationId,
    date: shift.date,
    startTime: shift.start,
    endTime: shift.end,
  });
}

/** The service is offered only at these locations and, if given, by these practitioners. */
export async function offerService(
  db: Db,
  clinicId: string,
  serviceId: string,
  offer: { locationIds?: string[]; practitionerIds?: string[] },
) {
  if (offer.locationIds?.length)
    await db
      .insert(serviceLocations)
      .values(offer.locationIds.map((locationId) => ({ clinicId, serviceId, locationId })));
  if (offer.practitionerIds?.length)
    await db
      .insert(servicePractitioners)
      .values(
        offer.practitionerIds.map((practitionerId) => ({ clinicId, serviceId, practitionerId })),
      );
}
