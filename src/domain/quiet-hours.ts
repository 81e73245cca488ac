import {
  DAY_MS,
  instantOfWallClock,
  minutesOfDay,
  MINUTE_MS,
  wallClockOf,
  wallMidnight,
} from './clinic-time.js';

/**
 * When a text may go out: `now`, unless that is inside the clinic's quiet hours
 * (`from`–`until`, clinic wall clock, spanning midnight when `from` > `until`), in which case the
 * first moment the quiet hours end.
 */
export function afterQuietHours(
  now: Date,
  timeZone: string,
  quiet: { from: string; until: string },
): Date {
  const from = minutesOfDay(quiet.from);
  const until = minutesOfDay(quiet.until);
  if (from === until) return now;
  const wall = wallClockOf(now, timeZone);
  const midnight = wallMidnight(wall);
  const minute = (wall - midnight) / MINUTE_MS;
  const spansMidnight = from > until;
  const quietNow = spansMidnight
    ? minute >= from || minute < until
    : minute >= from && minute < until;
  if (!quietNow) return now;
  const endDay = spansMidnight && minute >= from ? midnight + DAY_MS : midnight;
  return instantOfWallClock(endDay + until * MINUTE_MS, timeZone);
}
