import type { DateTime } from 'luxon';
import type { OpeningHours, OpeningInterval } from '../../../../domain/scheduling.js';
import { WEEKDAY_NAMES } from '../../../../domain/clinic-settings.js';
import { inZone } from './clinic-time';
import { FIRST_HOUR, WINDOW_MINUTES } from './time-grid-layout';

/** A stretch of a day column, in minutes into the 08:00–20:00 window. */
export interface WindowSpan {
  from: number;
  to: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A weekday's hours (luxon's weekday: 1 = Monday … 7 = Sunday). Undefined when the clinic's hours
 * are not known: then nothing counts as closed.
 */
function hoursOn(weekday: number, hours: OpeningHours): OpeningInterval | null | undefined {
  if (hours.length !== 7) return undefined;
  return hours[weekday % 7];
}

/** The parts of `day`'s 08:00–20:00 window the clinic is closed, for shading. */
export function closedSpans(day: DateTime, hours: OpeningHours): WindowSpan[] {
  const today = hoursOn(day.weekday, hours);
  if (today === undefined) return [];
  if (today === null) return [{ from: 0, to: WINDOW_MINUTES }];
  const open = minutesOf(today.open) - FIRST_HOUR * 60;
  const close = minutesOf(today.close) - FIRST_HOUR * 60;
  const spans: WindowSpan[] = [];
  if (open > 0) spans.push({ from: 0, to: Math.min(open, WINDOW_MINUTES) });
  if (close < WINDOW_MINUTES) spans.push({ from: Math.max(close, 0), to: WINDOW_MINUTES });
  return spans;
}

/**
 * Why a booking from `start` to `end` (the clinic's clock) is outside opening hours, as the
 * server words it; null when it is within them or the hours are not known.
 */
export function outsideOpeningHours(
  start: Date,
  end: Date,
  zone: string,
  hours: OpeningHours,
): string | null {
  const from = inZone(start, zone);
  const to = inZone(end, zone);
  const today = hoursOn(from.weekday, hours);
  if (today === undefined) return null;
  const weekday = WEEKDAY_NAMES[from.weekday % 7];
  if (today === null) return `The clinic is closed on ${weekday}s.`;
  const startMinutes = from.hour * 60 + from.minute;
  const endMinutes = to.hasSame(from, 'day') ? to.hour * 60 + to.minute : 24 * 60;
  if (startMinutes < minutesOf(today.open) || endMinutes > minutesOf(today.close))
    return `On ${weekday}s the clinic is open ${today.open}–${today.close}.`;
  return null;
}
