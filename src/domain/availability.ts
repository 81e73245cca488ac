import {
  DAY_MS,
  MINUTE_MS,
  instantOfLocal,
  minutesOfDay,
  wallClockOf,
  wallDate,
} from './clinic-time.js';
import { intersect, normalize, overlapsAny, subtract, type Span } from './intervals.js';
import type { OpeningHours } from './scheduling.js';

/**
 * The availability engine: which times a service can be booked, from practitioners' schedules,
 * locations' opening hours, rooms and what is already booked. Pure: the caller loads the rows.
 *
 * Patient time (the slot itself) must lie inside the practitioner's working hours at the location
 * and the location's opening hours, outside breaks and leave. The buffers before and after need
 * only be clear of bookings and blocked time (the practitioner's, and the room's when the location
 * has rooms): they keep bookings apart, they do not shrink the day. A practitioner who works
 * 09:00–17:00 can see a patient at 09:00 although the service asks for 10 minutes of preparation,
 * and the last patient may leave at 17:00 before the notes are written.
 *
 * Rules are local times, turned into instants day by day with clinic-time.ts: 09:00–17:00 stays
 * 09:00–17:00 on the days the clocks change. Slots start on a grid of local minutes after
 * midnight, so an hour the clocks skip has no slots and an hour they repeat has them twice.
 */

/** 'YYYY-MM-DD', a day in the clinic's time zone. */
export type LocalDate = string;
/** 'HH:mm' in the clinic's time zone; '24:00' ends a span at midnight. */
export type LocalTime = string;

/**
 * A weekly repetition: the first time is the first `weekday` on or after `startsOn`, then every
 * `everyNWeeks` weeks up to `endsOn` (inclusive; none: no end).
 */
export interface WeeklyRule {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  start: LocalTime;
  end: LocalTime;
  everyNWeeks: number;
  startsOn: LocalDate;
  endsOn?: LocalDate | null;
}

/** Weekly working hours at one location; several rules may share a day. */
export interface WorkingHoursRule extends WeeklyRule {
  locationId: string;
}

/** A one-off shift on top of the weekly hours. */
export interface ExtraShift {
  date: LocalDate;
  start: LocalTime;
  end: LocalTime;
  locationId: string;
}

/** Whole local days off, `startsOn` to `endsOn` inclusive. Leave wins over extra shifts. */
export interface Leave {
  startsOn: LocalDate;
  endsOn: LocalDate;
}

/** Taken time: live appointments and blocked time. */
export interface BusyTime {
  start: Date;
  end: Date;
}

export interface PractitionerSchedule {
  practitionerId: string;
  workingHours: readonly WorkingHoursRule[];
  /** Breaks hold wherever the practitioner works that day. */
  breaks: readonly WeeklyRule[];
  leave: readonly Leave[];
  extraShifts: readonly ExtraShift[];
  /** The practitioner's appointments and blocked time, at every location. */
  busy: readonly BusyTime[];
}

export interface RoomBookings {
  roomId: string;
  busy: readonly BusyTime[];
}

export interface LocationAvailability {
  locationId: string;
  openingHours: OpeningHours;
  /** None: the location books no rooms. Otherwise a slot takes the first room free, in order. */
  rooms: readonly RoomBookings[];
}

export interface ServiceTiming {
  durationMinutes: number;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
}

export const DEFAULT_SLOT_SPACING_MINUTES = 15;

export interface AvailabilityInput {
  timeZone: string;
  /** Slots that start in [from, to). */
  from: Date;
  to: Date;
  service: ServiceTiming;
  /** Slots start on multiples of this many minutes after local midnight. */
  slotSpacingMinutes?: number;
  practitioners: readonly PractitionerSchedule[];
  locations: readonly LocationAvailability[];
}

/** A bookable time, instants as ISO strings in UTC. */
export interface Slot {
  start: string;
  end: string;
  practitionerId: string;
  locationId: string;
  roomId?: string;
}

/** The day number (days since 1970-01-01) of a local date, and back. */
const dayNumber = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfDay = (day: number) => wallDate(day * DAY_MS);
/** 1970-01-01 was a Thursday. */
const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

/** Whether a weekly rule holds on a day. */
export function ruleHoldsOn(rule: WeeklyRule, date: LocalDate): boolean {
  const day = dayNumber(date);
  if (weekdayOfDay(day) !== rule.weekday) return false;
  if (date < rule.startsOn || (rule.endsOn && date > rule.endsOn)) return false;
  const weeks = Math.floor((day - dayNumber(rule.startsOn)) / 7);
  return weeks % Math.max(1, rule.everyNWeeks) === 0;
}

/** The local dates from the day of `from` to the day of `to`, inclusive. */
export function localDatesBetween(from: Date, to: Date, timeZone: string): LocalDate[] {
  const first = dayNumber(wallDate(wallClockOf(from, timeZone)));
  const last = dayNumber(wallDate(wallClockOf(to, timeZone)));
  const dates: LocalDate[] = [];
  for (let day = first; day <= last; day++) dates.push(dateOfDay(day));
  return dates;
}

/** A local date's span from `start` to `end` as instants (skipped local times move forward). */
function localSpan(date: LocalDate, start: LocalTime, end: LocalTime, timeZone: string): Span {
  return {
    start: instantOfLocal(date, minutesOfDay(start), timeZone).getTime(),
    end: instantOfLocal(date, minutesOfDay(end), timeZone).getTime(),
  };
}

/** The instants a weekly rule covers on the given days (ruleHoldsOn, each day parsed once). */
export function expandWeeklyRules(
  rules: readonly WeeklyRule[],
  dates: readonly LocalDate[],
  timeZone: string,
): Span[] {
  const days = dates.map(dayNumber);
  const spans: Span[] = [];
  for (const rule of rules) {
    const firstDay = dayNumber(rule.startsOn);
    const every = Math.max(1, rule.everyNWeeks);
    dates.forEach((date, index) => {
      const day = days[index]!;
      if (weekdayOfDay(day) !== rule.weekday) return;
      if (date < rule.startsOn || (rule.endsOn && date > rule.endsOn)) return;
      if (Math.floor((day - firstDay) / 7) % every !== 0) return;
      spans.push(localSpan(date, rule.start, rule.end, timeZone));
    });
  }
  return normalize(spans);
}

/** The instants of a location's opening hours on the given days. */
export function expandOpeningHours(
  hours: OpeningHours,
  dates: readonly LocalDate[],
  timeZone: string,
): Span[] {
  return normalize(
    dates.flatMap((date) => {
      const day = hours[weekdayOfDay(dayNumber(date))];
      return day ? [localSpan(date, day.open, day.close, timeZone)] : [];
    }),
  );
}

/** The instants of whole days of leave. */
export function expandLeave(leave: readonly Leave[], timeZone: string): Span[] {
  return normalize(
    leave.map((range) => ({
      start: instantOfLocal(range.startsOn, 0, timeZone).getTime(),
      end: instantOfLocal(dateOfDay(dayNumber(range.endsOn) + 1), 0, timeZone).getTime(),
    })),
  );
}

/** A practitioner's breaks and leave on the given days, wherever they work. */
function timeOff(schedule: PractitionerSchedule, dates: readonly LocalDate[], timeZone: string) {
  return normalize([
    ...expandWeeklyRules(schedule.breaks, dates, timeZone),
    ...expandLeave(schedule.leave, timeZone),
  ]);
}

/** When the practitioner sees patients at a location: hours and shifts, less breaks and leave. */
export function workingTime(
  schedule: PractitionerSchedule,
  locationId: string,
  dates: readonly LocalDate[],
  timeZone: string,
  off: readonly Span[] = timeOff(schedule, dates, timeZone),
): Span[] {
  const weekly = expandWeeklyRules(
    schedule.workingHours.filter((rule) => rule.locationId === locationId),
    dates,
    timeZone,
  );
  const inRange = new Set(dates);
  const extra = schedule.extraShifts
    .filter((shift) => shift.locationId === locationId && inRange.has(shift.date))
    .map((shift) => localSpan(shift.date, shift.start, shift.end, timeZone));
  return subtract([...weekly, ...extra], off);
}

const toSpans = (busy: readonly BusyTime[]) =>
  normalize(busy.map((time) => ({ start: time.start.getTime(), end: time.end.getTime() })));

/**
 * The instants in `[from, to)` whose local time is a multiple of `spacing` after local midnight,
 * in order. Both passes of an hour the clocks repeat are included; a skipped hour has none.
 */
export function gridInstants(from: number, to: number, spacing: number, timeZone: string) {
  const instants: number[] = [];
  // Most spans lie within a day with one offset (no zone changes twice within a day): the grid
  // is then plain arithmetic. Otherwise, walk it instant by instant.
  const offset = wallClockOf(new Date(from), timeZone) - from;
  if (to - from <= DAY_MS && wallClockOf(new Date(to), timeZone) - to === offset) {
    const sinceMidnight = (((from + offset) % DAY_MS) + DAY_MS) % DAY_MS;
    for (
      let time = from + ((spacing - (sinceMidnight % spacing)) % spacing);
      time < to;
      time += spacing
    )
      instants.push(time);
    return instants;
  }
  let time = from;
  while (time < to) {
    const wall = wallClockOf(new Date(time), timeZone);
    const sinceMidnight = ((wall % DAY_MS) + DAY_MS) % DAY_MS;
    const ahead = (spacing - (sinceMidnight % spacing)) % spacing;
    if (ahead === 0) {
      instants.push(time);
      time += spacing;
    } else if (wallClockOf(new Date(time + ahead), timeZone) === wall + ahead) {
      time += ahead;
    } else {
      // The offset changes before the next grid time: walk to it a minute at a time.
      time = Math.floor(time / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    }
  }
  return instants;
}

/** The grid instants in `range` at which `duration` fits inside one span of a normalized set. */
function slotStarts(
  spans: readonly Span[],
  range: Span,
  duration: number,
  spacing: number,
  timeZone: string,
): number[] {
  // A start may be as late as a span's end less the duration: the +1 keeps it in the half-open set.
  const latestStarts = spans.map((span) => ({ start: span.start, end: span.end - duration + 1 }));
  return intersect(latestStarts, [range]).flatMap((starts) =>
    gridInstants(starts.start, starts.end, spacing, timeZone),
  );
}

/** The slots a service can be booked in, sorted by start, then practitioner and location. */
export function availableSlots(input: AvailabilityInput): Slot[] {
  const { timeZone, service } = input;
  const spacingMinutes = input.slotSpacingMinutes ?? DEFAULT_SLOT_SPACING_MINUTES;
  if (!Number.isInteger(spacingMinutes) || spacingMinutes <= 0)
    throw new RangeError('The slot spacing must be a positive whole number of minutes.');
  if (!(service.durationMinutes > 0))
    throw new RangeError('The service must last a positive number of minutes.');
  const duration = service.durationMinutes * MINUTE_MS;
  const before = (service.bufferBeforeMinutes ?? 0) * MINUTE_MS;
  const after = (service.bufferAfterMinutes ?? 0) * MINUTE_MS;
  const from = input.from.getTime();
  const to = input.to.getTime();
  if (!(from < to)) return [];

  const dates = localDatesBetween(input.from, input.to, timeZone);
  const range = { start: from, end: to };
  const spacing = spacingMinutes * MINUTE_MS;
  // What does not depend on the location, once per practitioner.
  const practitioners = input.practitioners.map((practitioner) => ({
    practitioner,
    off: timeOff(practitioner, dates, timeZone),
    busy: toSpans(practitioner.busy),
  }));
  const found: Array<{ start: number; slot: Omit<Slot, 'start' | 'end'> }> = [];
  for (const location of input.locations) {
    const open = expandOpeningHours(location.openingHours, dates, timeZone);
    const rooms = location.rooms.map((room) => ({ roomId: room.roomId, busy: toSpans(room.busy) }));
    for (const { practitioner, off, busy } of practitioners) {
      const patientTime = intersect(
        workingTime(practitioner, location.locationId, dates, timeZone, off),
        open,
      );
      for (const start of slotStarts(patientTime, range, duration, spacing, timeZone)) {
        const padded = { start: start - before, end: start + duration + after };
        if (overlapsAny(busy, padded)) continue;
        const slot: Omit<Slot, 'start' | 'end'> = {
          practitionerId: practitioner.practitionerId,
          locationId: location.locationId,
        };
        if (rooms.length > 0) {
          const room = rooms.find((candidate) => !overlapsAny(candidate.busy, padded));
          if (!room) continue;
          slot.roomId = room.roomId;
        }
        found.push({ start, slot });
      }
    }
  }
  // Plain comparisons: the ids and instants are ASCII of one shape, where localeCompare orders
  // alike but took a third of the time.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return found
    .sort(
      (a, b) =>
        a.start - b.start ||
        byText(a.slot.practitionerId, b.slot.practitionerId) ||
        byText(a.slot.locationId, b.slot.locationId),
    )
    .map(({ start, slot }) => ({
      start: new Date(start).toISOString(),
      end: new Date(start + duration).toISOString(),
      ...slot,
    }));
}
