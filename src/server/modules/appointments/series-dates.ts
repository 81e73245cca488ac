import { SERIES_MAX, SERIES_MIN, type RepeatRule } from '../../../domain/appointments.js';
import { DAY_MS, instantOfWallClock, wallClockOf } from '../../../domain/clinic-time.js';
import { invalidField } from '../../http-errors.js';
import type { Interval } from './conflicts.js';

const invalidRepeat = (message: string) => invalidField('repeat', message);

/**
 * The occurrences of a series starting with `first`: every week or every N days at the same
 * local wall-clock time in the clinic's time zone, across daylight-saving changes.
 */
export function seriesIntervals(first: Interval, rule: RepeatRule, timeZone: string): Interval[] {
  const stepDays = rule.every === 'week' ? 7 : rule.days;
  const startWall = wallClockOf(first.start, timeZone);
  const endWall = wallClockOf(first.end, timeZone);
  const untilWall = 'until' in rule ? Date.parse(`${rule.until}T00:00:00Z`) + DAY_MS : Infinity;
  const count = 'count' in rule ? rule.count : SERIES_MAX + 1;
  const intervals: Interval[] = [];
  for (let i = 0; i < count; i += 1) {
    const shift = i * stepDays * DAY_MS;
    if (startWall + shift >= untilWall) break;
    intervals.push({
      start: instantOfWallClock(startWall + shift, timeZone),
      end: instantOfWallClock(endWall + shift, timeZone),
    });
  }
  if (intervals.length > SERIES_MAX)
    throw invalidRepeat(`A series has at most ${SERIES_MAX} appointments: choose an earlier end.`);
  if (intervals.length < SERIES_MIN)
    throw invalidRepeat('The series ends before its second appointment: choose a later end.');
  return intervals;
}
