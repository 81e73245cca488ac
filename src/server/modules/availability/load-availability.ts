import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MAX_APPOINTMENT_MINUTES } from '../../../domain/appointments.js';
import {
  localDatesBetween,
  type AvailabilityInput,
  type BusyTime,
  type LocationAvailability,
  type PractitionerSchedule,
} from '../../../domain/availability.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import { liveAppointmentStatuses, type OpeningHours } from '../../../domain/scheduling.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  clinics,
  locations,
  memberships,
  rooms,
  serviceLocations,
  servicePractitioners,
  services,
  users,
} from '../../db/schema.js';
import { invalidField, notFound } from '../../http-errors.js';
import { loadSchedules, openingHoursAsRules, type ScheduleRows } from './schedules.js';

/**
 * The rows behind the availability engine (src/domain/availability.ts), read in a fixed number
 * of queries whatever the clinic's size: the clinic, the service and its offerings, members,
 * their schedules (three), locations, rooms and the busy time of the range.
 */

export interface ClinicScheduling {
  timeZone: string;
  slotSpacingMinutes: number;
  openingHours: OpeningHours;
}

export async function clinicSchedulingOf(db: Db, clinicId: string): Promise<ClinicScheduling> {
  const [clinic] = await db
    .select({
      timeZone: clinics.timeZone,
      slotSpacingMinutes: clinics.slotSpacingMinutes,
      openingHours: clinics.openingHours,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic;
}

export interface Practitioner {
  practitionerId: string;
  name: string;
}

/**
 * The active members who take appointments, by name; `practitionerId` narrows to one (404 when
 * it is no practitioner of this clinic), `offeredBy` to a service's practitioners (null: all).
 */
export async function loadPractitioners(
  db: Db,
  clinicId: string,
  practitionerId?: string,
  offeredBy?: ReadonlySet<string> | null,
): Promise<Practitioner[]> {
  const rows = await db
    .select({ practitionerId: memberships.userId, name: users.name, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.takesAppointments, true),
        isNull(memberships.deactivatedAt),
        practitionerId ? eq(memberships.userId, practitionerId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.lastName), asc(memberships.userId));
  if (practitionerId && rows.length === 0) throw notFound('The practitioner');
  return rows
    .filter((row) => !offeredBy || offeredBy.has(row.practitionerId))
    .map((row) => ({
      practitionerId: row.practitionerId,
      name: `${row.name} ${row.lastName}`.trim(),
    }));
}

export interface LocationRow {
  locationId: string;
  name: string;
  openingHours: OpeningHours;
  roomIds: string[];
}

/**
 * The active locations with their active rooms, oldest first; `locationId` narrows to one (404
 * when it is not this clinic's; inactive: none), `offeredAt` to a service's locations.
 */
export async function loadLocations(
  db: Db,
  clinicId: string,
  locationId?: string,
  offeredAt?: ReadonlySet<string> | null,
): Promise<LocationRow[]> {
  // Both at once: a clinic has a handful of rooms, and one round trip less counts on PostgreSQL.
  const [rows, roomRows] = await Promise.all([
    db
      .select({
        locationId: locations.id,
        name: locations.name,
        openingHours: locations.openingHours,
        active: locations.active,
      })
      .from(locations)
      .where(
        and(
          eq(locations.clinicId, clinicId),
          locationId ? eq(locations.id, locationId) : undefined,
        ),
      )
      .orderBy(asc(locations.createdAt), asc(locations.id)),
    db
      .select({ id: rooms.id, locationId: rooms.locationId })
      .from(rooms)
      .where(
        and(
          eq(rooms.clinicId, clinicId),
          eq(rooms.active, true),
          locationId ? eq(rooms.locationId, locationId) : undefined,
        ),
      )
      .orderBy(asc(rooms.createdAt), asc(rooms.id)),
  ]);
  if (locationId && rows.length === 0) throw notFound('The location');
  const wanted = rows.filter((row) => row.active && (!offeredAt || offeredAt.has(row.locationId)));
  return wanted.map((row) => ({
    locationId: row.locationId,
    name: row.name,
    openingHours: row.openingHours,
    roomIds: roomRows.filter((room) => room.locationId === row.locationId).map((room) => room.id),
  }));
}

export interface BusyByOwner {
  practitioners: Map<string, BusyTime[]>;
  rooms: Map<string, BusyTime[]>;
}

/**
 * Busy time per owner as one JSON array of [start, end] epoch milliseconds: a few rows instead of
 * thousands, which PGlite hands over several times faster (bench availability).
 */
const busyJson = sql<Array<[number, number]>>`json_agg(json_build_array(
  floor(extract(epoch from ${appointments.startsAt}) * 1000)::float8,
  floor(extract(epoch from ${appointments.endsAt}) * 1000)::float8))`;

/** Live and overlapping [from, to): the start bounds keep a scan on a `(…, starts_at)` index. */
const liveOverlapping = (from: Date, to: Date) =>
  and(
    inArray(appointments.status, [...liveAppointmentStatuses]),
    gte(appointments.startsAt, new Date(from.getTime() - MAX_APPOINTMENT_MINUTES * MINUTE_MS)),
    lt(appointments.startsAt, to),
    gt(appointments.endsAt, from),
  );

/**
 * The practitioners' bookings, in any clinic they work in (as the booking's conflict check reads
 * them), per practitioner: the benchmark explains it.
 */
export function practitionersBusyQuery(
  db: Db,
  practitionerIds: readonly string[],
  from: Date,
  to: Date,
) {
  return db
    .select({ ownerId: appointments.therapistId, busy: busyJson })
    .from(appointments)
    .where(and(inArray(appointments.therapistId, [...practitionerIds]), liveOverlapping(from, to)))
    .groupBy(appointments.therapistId);
}

/** The rooms' bookings, per room. */
export function roomsBusyQuery(
  db: Db,
  clinicId: string,
  roomIds: readonly string[],
  from: Date,
  to: Date,
) {
  return db
    .select({ ownerId: sql<string>`${appointments.roomId}`, busy: busyJson })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        inArray(appointments.roomId, [...roomIds]),
        liveOverlapping(from, to),
      ),
    )
    .groupBy(appointments.roomId);
}

const busyMap = (rows: Array<{ ownerId: string; busy: Array<[number, number]> }>) =>
  new Map(
    rows.map((row) => [
      row.ownerId,
      row.busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    ]),
  );

/**
 * Live appointments and blocked time overlapping [from, to) of these practitioners and of these
 * rooms: two queries, each on its index (one with an OR between them scanned every clinic's
 * appointments of the range).
 */
export async function loadBusy(
  db: Db,
  clinicId: string,
  practitionerIds: readonly string[],
  roomIds: readonly string[],
  from: Date,
  to: Date,
): Promise<BusyByOwner> {
  const [byPractitioner, byRoom] = await Promise.all([
    practitionerIds.length > 0 ? practitionersBusyQuery(db, practitionerIds, from, to) : [],
    roomIds.length > 0 ? roomsBusyQuery(db, clinicId, roomIds, from, to) : [],
  ]);
  return { practitioners: busyMap(byPractitioner), rooms: busyMap(byRoom) };
}

/** The rows of an offering (service_practitioners or service_locations); none: offered by all. */
async function offeringsOf(db: Db, clinicId: string, serviceId: string) {
  const [byPractitioner, byLocation] = await Promise.all([
    db
      .select({ id: servicePractitioners.practitionerId })
      .from(servicePractitioners)
      .where(
        and(
          eq(servicePractitioners.clinicId, clinicId),
          eq(servicePractitioners.serviceId, serviceId),
        ),
      ),
    db
      .select({ id: serviceLocations.locationId })
      .from(serviceLocations)
      .where(
        and(eq(serviceLocations.clinicId, clinicId), eq(serviceLocations.serviceId, serviceId)),
      ),
  ]);
  const asSet = (rows: { id: string }[]) =>
    rows.length === 0 ? null : new Set(rows.map((row) => row.id));
  return { practitioners: asSet(byPractitioner), locations: asSet(byLocation) };
}

/** A service of this clinic: 404 when not, 400 when it is no longer offered. */
async function bookableService(db: Db, clinicId: string, serviceId: string) {
  const [service] = await db
    .select({
      durationMinutes: services.durationMinutes,
      bufferBeforeMinutes: services.bufferBeforeMinutes,
      bufferAfterMinutes: services.bufferAfterMinutes,
      active: services.active,
    })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.id, serviceId)));
  if (!service) throw notFound('The service');
  if (!service.active) throw invalidField('serviceId', 'This service is no longer offered.');
  return service;
}

/** The engine's schedule of a practitioner: their own rules, or the locations' hours if none. */
export function scheduleOf(
  practitionerId: string,
  rows: ScheduleRows,
  locationRows: readonly LocationRow[],
  busy: readonly BusyTime[] = [],
): PractitionerSchedule {
  return {
    practitionerId,
    workingHours: rows.hasRules ? rows.workingHours : openingHoursAsRules(locationRows),
    breaks: rows.breaks,
    leave: rows.leave,
    extraShifts: rows.extraShifts,
    busy,
  };
}

const dateRange = (from: Date, to: Date, timeZone: string) => {
  const dates = localDatesBetween(from, to, timeZone);
  return { dates, first: dates[0]!, last: dates[dates.length - 1]! };
};

export interface AvailabilityScope {
  serviceId: string;
  from: Date;
  to: Date;
  practitionerId?: string;
  locationId?: string;
}

/** Everything `availableSlots()` needs for a service in a range, from the clinic's rows. */
export async function loadAvailabilityInput(
  db: Db,
  clinicId: string,
  scope: AvailabilityScope,
): Promise<AvailabilityInput> {
  const [clinic, service, offerings, allPractitioners, allLocations] = await Promise.all([
    clinicSchedulingOf(db, clinicId),
    bookableService(db, clinicId, scope.serviceId),
    offeringsOf(db, clinicId, scope.serviceId),
    loadPractitioners(db, clinicId, scope.practitionerId),
    loadLocations(db, clinicId, scope.locationId),
  ]);
  const offered = (set: ReadonlySet<string> | null, id: string) => !set || set.has(id);
  const practitioners = allPractitioners.filter((practitioner) =>
    offered(offerings.practitioners, practitioner.practitionerId),
  );
  const locationRows = allLocations.filter((location) =>
    offered(offerings.locations, location.locationId),
  );
  const { from, to } = scope;
  const base = {
    timeZone: clinic.timeZone,
    from,
    to,
    service,
    slotSpacingMinutes: clinic.slotSpacingMinutes,
  };
  if (practitioners.length === 0 || locationRows.length === 0)
    return { ...base, practitioners: [], locations: [] };

  const { first, last } = dateRange(from, to, clinic.timeZone);
  const ids = practitioners.map((practitioner) => practitioner.practitionerId);
  // Busy time matters as far as a slot's buffers reach: before `from`, after the last slot's end.
  const busyFrom = new Date(from.getTime() - service.bufferBeforeMinutes * MINUTE_MS);
  const busyTo = new Date(
    to.getTime() + (service.durationMinutes + service.bufferAfterMinutes) * MINUTE_MS,
  );
  const [schedules, busy] = await Promise.all([
    loadSchedules(db, clinicId, ids, first, last),
    loadBusy(
      db,
      clinicId,
      ids,
      locationRows.flatMap((location) => location.roomIds),
      busyFrom,
      busyTo,
    ),
  ]);
  return {
    ...base,
    practitioners: ids.map((id) =>
      scheduleOf(id, schedules.get(id)!, locationRows, busy.practitioners.get(id)),
    ),
    locations: locationRows.map((location): LocationAvailability => ({
      locationId: location.locationId,
      openingHours: location.openingHours,
      rooms: location.roomIds.map((roomId) => ({ roomId, busy: busy.rooms.get(roomId) ?? [] })),
    })),
  };
}

export interface WorkingTimeRows {
  timeZone: string;
  dates: string[];
  practitioners: { practitionerId: string; schedule: PractitionerSchedule }[];
  locations: LocationRow[];
}

/** Every practitioner's schedule and the active locations (or one) for a range. */
export async function loadWorkingTimeRows(
  db: Db,
  clinicId: string,
  scope: { from: Date; to: Date; locationId?: string },
): Promise<WorkingTimeRows> {
  const [clinic, practitioners, locationRows] = await Promise.all([
    clinicSchedulingOf(db, clinicId),
    loadPractitioners(db, clinicId),
    loadLocations(db, clinicId, scope.locationId),
  ]);
  const { dates, first, last } = dateRange(scope.from, scope.to, clinic.timeZone);
  const ids = practitioners.map((practitioner) => practitioner.practitionerId);
  const schedules = await loadSchedules(db, clinicId, ids, first, last);
  return {
    timeZone: clinic.timeZone,
    dates,
    practitioners: ids.map((id) => ({
      practitionerId: id,
      schedule: scheduleOf(id, schedules.get(id)!, locationRows),
    })),
    locations: locationRows,
  };
}

/** The location oldest first that is active: where a booking with nowhere else to go belongs. */
export async function firstActiveLocationId(db: Db, clinicId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.clinicId, clinicId), eq(locations.active, true)))
    .orderBy(desc(locations.active), asc(locations.createdAt), asc(locations.id))
    .limit(1);
  return row?.id ?? null;
}
