import { WEEKDAY_NAMES, WEEKDAYS_MONDAY_FIRST } from '../../domain/clinic-settings.js';
import { addDays, clinicToday } from './free-time-weeks';

/** 'Mon' of weekday 1 (0 = Sunday). */
export const shortWeekday = (day: number) => WEEKDAY_NAMES[day]?.slice(0, 3) ?? '';

/** 'Mon, Wed, Fri' in the clinic's order (Monday first), or 'Every day'. */
export function weekdaysLabel(weekdays: readonly number[]): string {
  const chosen = new Set(weekdays);
  if (WEEKDAYS_MONDAY_FIRST.every((day) => chosen.has(day))) return 'Every day';
  return WEEKDAYS_MONDAY_FIRST.filter((day) => chosen.has(day))
    .map(shortWeekday)
    .join(', ');
}

/** '08:00–12:00' (24:00 is the end of the day). */
export const timesLabel = (from: string, to: string) => `${from}–${to}`;

/** How many days ahead a new wish waits unless told otherwise. */
export const WISH_DEFAULT_DAYS = 28;

/** The clinic's day four weeks from its today, 'YYYY-MM-DD': a new wish's last day. */
export const defaultWishUntil = (timeZone: string, now = new Date()) =>
  addDays(clinicToday(timeZone, now), WISH_DEFAULT_DAYS);

/** What a new wish's time fields start with. */
export const defaultWishWhen = (timeZone: string) => ({
  weekdays: [] as number[],
  from: '08:00',
  to: '18:00',
  until: defaultWishUntil(timeZone),
});
