import { DateTime } from 'luxon';
import { dateLocale } from '../../../lib/clinic-settings-query';

/** '12 Apr 1988' for a calendar date such as '1988-04-12'. */
export function formatDay(date: string | null): string {
  if (!date) return '—';
  return DateTime.fromISO(date, { zone: 'UTC' }).setLocale(dateLocale()).toFormat('d MMM yyyy');
}

/** 'Thu 26 Nov 2026': the day of an instant on the clinic's calendar. */
export function formatZonedDay(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).setLocale(dateLocale()).toFormat('ccc d MMM yyyy');
}

/** '26 Nov 2026, 10:00' on the clinic's clock. */
export function formatMoment(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).setLocale(dateLocale()).toFormat('d MMM yyyy, HH:mm');
}

/** '10:00 – 10:45' on the clinic's clock. */
export function formatTimes(start: string, end: string, zone: string): string {
  const time = (iso: string) => DateTime.fromISO(iso, { zone }).toFormat('HH:mm');
  return `${time(start)} – ${time(end)}`;
}

/** '20 KB', '1.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The text, or a dash for nothing recorded. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
