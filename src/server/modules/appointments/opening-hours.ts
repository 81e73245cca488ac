import {
  DAY_MS,
  MINUTE_MS,
  minutesOfDay,
  wallClockOf,
  wallDate,
  wallMidnight,
} from '../../../domain/clinic-time.js';
import type { OpeningHours } from '../../../domain/scheduling.js';
import { HttpError } from '../../http-errors.js';
import type { Interval } from './conflicts.js';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface ClinicHours {
  timeZone: string;
  openingHours: OpeningHours;
}

/** Null when the interval lies within one day's opening hours (clinic time), else why not. */
export function openingHoursProblem(interval: Interval, clinic: ClinicHours): string | null {
  const start = wallClockOf(interval.start, clinic.timeZone);
  const end = wallClockOf(interval.end, clinic.timeZone);
  const midnight = wallMidnight(start);
  const weekday = new Date(midnight).getUTCDay();
  const hours = clinic.openingHours[weekday];
  if (!hours) return `The clinic is closed on ${weekdays[weekday]}s.`;
  const open = midnight + minutesOfDay(hours.open) * MINUTE_MS;
  const close = midnight + minutesOfDay(hours.close) * MINUTE_MS;
  if (start < open || end > close || end > midnight + DAY_MS) {
    return `On ${weekdays[weekday]}s the clinic is open ${hours.open}–${hours.close}.`;
  }
  return null;
}

/**
 * 409 OUTSIDE_OPENING_HOURS unless every interval is within opening hours: the clinic's, or per
 * interval (its location's) when `hoursOf` is a function.
 */
export function assertWithinOpeningHours(
  intervals: Interval[],
  hoursOf: ClinicHours | ((index: number) => ClinicHours),
): void {
  const clinic = typeof hoursOf === 'function' ? hoursOf(0) : hoursOf;
  const hoursAt = typeof hoursOf === 'function' ? hoursOf : () => hoursOf;
  const problems = intervals
    .map((interval, index) => ({
      interval,
      problem: openingHoursProblem(interval, hoursAt(index)),
    }))
    .filter((entry) => entry.problem !== null);
  if (problems.length === 0) return;
  const dates = problems.map((p) => wallDate(wallClockOf(p.interval.start, clinic.timeZone)));
  throw new HttpError(
    409,
    'OUTSIDE_OPENING_HOURS',
    `This time is outside the clinic's opening hours${intervals.length > 1 ? ` on ${dates.join(', ')}` : ''}. ${problems[0]!.problem} Confirm to book it anyway.`,
    undefined,
    { dates },
  );
}
