import { and, asc, eq } from 'drizzle-orm';
import {
  localDatesBetween,
  ruleHoldsOn,
  workingTime,
  type PractitionerSchedule,
} from '../../../domain/availability.js';
import { wallClockOf, wallDate } from '../../../domain/clinic-time.js';
import { containedIn } from '../../../domain/intervals.js';
import type { OpeningHours } from '../../../domain/scheduling.js';
import type { Db } from '../../db/client.js';
import { locations, users } from '../../db/schema.js';
import { HttpError, invalidField } from '../../http-errors.js';
import { loadSchedules, type ScheduleRows } from '../availability/schedules.js';
import type { Interval } from './conflicts.js';
import type { ClinicHours } from './opening-hours.js';

/**
 * Where a booking takes place, and whether its practitioner works then: the location an
 * appointment is stored with, the opening hours it is checked against, and the 409
 * OUTSIDE_WORKING_HOURS of a booking outside the practitioner's schedule.
 */

export interface Place {
  id: string;
  name: string;
  openingHours: OpeningHours;
  active: boolean;
}

/** The clinic's locations, oldest first (a handful: read whole). */
export async function placesOf(db: Db, clinicId: string): Promise<Place[]> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      openingHours: locations.openingHours,
      active: locations.active,
    })
    .from(locations)
    .where(eq(locations.clinicId, clinicId))
    .orderBy(asc(locations.createdAt), asc(locations.id));
}

/** A location named in a body: this clinic's and active, else 400 on `locationId`. */
export function assertActivePlace(places: readonly Place[], locationId: string) {
  const place = places.find((candidate) => candidate.id === locationId);
  if (!place || !place.active)
    throw invalidField('locationId', 'Choose an active location of this clinic.');
}

/** A room and a location both given must agree. */
export function assertRoomAtPlace(roomLocationId: string, locationId: string) {
  if (roomLocationId !== locationId)
    throw invalidField('roomId', 'This room is at another location. Choose a room of this one.');
}

/** The opening hours an occurrence is checked against: its location's, else the clinic's. */
export function hoursAt(
  places: readonly Place[],
  clinic: ClinicHours,
  locationId: string | null,
): ClinicHours {
  const place = locationId ? places.find((candidate) => candidate.id === locationId) : undefined;
  return place ? { timeZone: clinic.timeZone, openingHours: place.openingHours } : clinic;
}

/** A practitioner's name and schedule around some intervals. */
export interface PractitionerDays {
  practitionerId: string;
  firstName: string;
  name: string;
  rows: ScheduleRows;
  schedule: PractitionerSchedule;
}

export async function practitionerDays(
  db: Db,
  clinicId: string,
  practitionerId: string,
  intervals: readonly Interval[],
  timeZone: string,
): Promise<PractitionerDays> {
  const starts = intervals.map((interval) => interval.start.getTime());
  const ends = intervals.map((interval) => interval.end.getTime());
  const dates = localDatesBetween(
    new Date(Math.min(...starts)),
    new Date(Math.max(...ends)),
    timeZone,
  );
  const [schedules, [user]] = await Promise.all([
    loadSchedules(db, clinicId, [practitionerId], dates[0]!, dates[dates.length - 1]!),
    db
      .select({ name: users.name, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, practitionerId))),
  ]);
  const rows = schedules.get(practitionerId)!;
  return {
    practitionerId,
    firstName: user?.name ?? '',
    name: `${user?.name ?? ''} ${user?.lastName ?? ''}`.trim(),
    rows,
    schedule: { practitionerId, ...rows, busy: [] },
  };
}

const datesOf = (interval: Interval, timeZone: string) =>
  localDatesBetween(interval.start, interval.end, timeZone);

const spanOf = (interval: Interval) => ({
  start: interval.start.getTime(),
  end: interval.end.getTime(),
});

/** Whether the practitioner works all of the interval at the location. */
function worksThen(
  days: PractitionerDays,
  locationId: string,
  interval: Interval,
  timeZone: string,
) {
  const working = workingTime(days.schedule, locationId, datesOf(interval, timeZone), timeZone);
  return containedIn(working, spanOf(interval));
}

/**
 * Where a booking without a location takes place: the room's location, else (for a patient)
 * where the practitioner works at that time, else the clinic's first active location. Blocked
 * time without a room stays nowhere: it holds at every location.
 */
export function resolveLocation(
  places: readonly Place[],
  days: PractitionerDays,
  booking: { roomLocationId: string | null; blockedTime: boolean },
  interval: Interval,
  timeZone: string,
): string | null {
  if (booking.roomLocationId) return booking.roomLocationId;
  if (booking.blockedTime) return null;
  const active = places.filter((place) => place.active);
  const working = days.rows.hasRules
    ? active.find((place) => worksThen(days, place.id, interval, timeZone))
    : undefined;
  return (working ?? active[0])?.id ?? null;
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Why the practitioner does not work then, or null when they do (or have no schedule). */
export function workingHoursProblem(
  places: readonly Place[],
  days: PractitionerDays,
  locationId: string | null,
  interval: Interval,
  timeZone: string,
): string | null {
  if (!days.rows.hasRules || !locationId) return null;
  if (worksThen(days, locationId, interval, timeZone)) return null;
  const date = wallDate(wallClockOf(interval.start, timeZone));
  const weekday = weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const { rows, name, firstName } = days;
  if (rows.leave.some((range) => range.startsOn <= date && date <= range.endsOn))
    return `${name} is on leave on ${date}.`;
  const placeName = (id: string) =>
    places.find((place) => place.id === id)?.name ?? 'another location';
  const spans = [
    ...rows.workingHours.filter((rule) => ruleHoldsOn(rule, date)),
    ...rows.extraShifts.filter((shift) => shift.date === date),
  ]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((span) => `${span.start}–${span.end} at ${placeName(span.locationId)}`);
  if (spans.length === 0) return `${name} does not work on ${weekday}, ${date}.`;
  const breaks = rows.breaks
    .filter((rule) => ruleHoldsOn(rule, date))
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((rule) => `${rule.start}–${rule.end}`);
  return (
    `${name} does not work then: on ${weekday}s ${firstName || name} works ${spans.join(', ')}` +
    (breaks.length ? `, with a break ${breaks.join(', ')}` : '') +
    '.'
  );
}

export interface PlacedInterval extends Interval {
  locationId: string | null;
}

/** 409 OUTSIDE_WORKING_HOURS unless the practitioner works every occurrence (or has no rules). */
export function assertWithinWorkingHours(
  places: readonly Place[],
  days: PractitionerDays,
  occurrences: readonly PlacedInterval[],
  timeZone: string,
): void {
  const problems = occurrences
    .map((occurrence) => ({
      occurrence,
      problem: workingHoursProblem(places, days, occurrence.locationId, occurrence, timeZone),
    }))
    .filter((entry) => entry.problem !== null);
  if (problems.length === 0) return;
  const dates = problems.map((p) => wallDate(wallClockOf(p.occurrence.start, timeZone)));
  const series =
    occurrences.length > 1
      ? `This time is outside ${days.name}'s working hours on ${dates.join(', ')}. `
      : '';
  throw new HttpError(
    409,
    'OUTSIDE_WORKING_HOURS',
    `${series}${problems[0]!.problem} Confirm to book it anyway.`,
    undefined,
    { dates },
  );
}
