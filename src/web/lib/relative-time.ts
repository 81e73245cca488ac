import { clinicLocaleOr } from './clinic-settings-query';
import { DAY_MS } from '../../domain/clinic-time.js';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

// Words stay English like the rest of the app; dates follow the clinic's locale.
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dateTimeFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

/** "just now", "5 minutes ago", "yesterday", "in 3 days". */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return relativeFormat.format(Math.round(diff / size), unit);
  }
  return 'just now';
}

/** "12 Mar 2026, 09:30" in the reader's time zone, for titles and <time> elements. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat(clinicLocaleOr('en')).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateFormat(clinicLocaleOr('en')).format(new Date(iso));
}

/** Whole days left until `iso`, rounded up: anything under a day still counts as 1. */
export function daysUntil(iso: string, now: number = Date.now()): number {
  return Math.ceil((new Date(iso).getTime() - now) / DAY_MS);
}
