import { DateTime } from 'luxon';
import type { AppointmentStatus } from '../../../domain/scheduling.js';
import { browserTimeZone, formatTime, inZone } from './calendar/clinic-time';
import { dateLocale } from '../../lib/clinic-settings-query';

/** Completed, cancelled and no-show: nothing but the notes changes any more. */
export function isFinalStatus(status: AppointmentStatus): boolean {
  return status === 'completed' || status === 'cancelled' || status === 'no_show';
}

/** '09:00 – 10:00' on the clinic's clock. */
export function formatTimeRange(start: string, end: string, zone: string): string {
  return `${formatTime(new Date(start), zone)} – ${formatTime(new Date(end), zone)}`;
}

/** 'Thursday, 26 November 2026' on the clinic's calendar. */
export function formatLongDate(iso: string, zone: string): string {
  return inZone(new Date(iso), zone).setLocale(dateLocale()).toFormat('cccc, d MMMM yyyy');
}

/** 'Thu 26 Nov, 09:00 – 10:00' on the clinic's clock, for history lines. */
export function formatShortSlot(start: string, end: string, zone: string): string {
  return `${formatSlotDay(start, zone)}, ${formatTimeRange(start, end, zone)}`;
}

/** 'Thu 26 Nov' on the clinic's calendar. */
export function formatSlotDay(iso: string, zone: string): string {
  return inZone(new Date(iso), zone).setLocale(dateLocale()).toFormat('ccc d MMM');
}

/** '26 Nov 2026, 09:30' on the clinic's clock: when something happened. */
export function formatMoment(iso: string, zone: string): string {
  return inZone(new Date(iso), zone).setLocale(dateLocale()).toFormat('d MMM yyyy, HH:mm');
}

/** The clinic's zone, named only when the reader's browser runs on another one. */
export function foreignZone(zone: string): string | null {
  return zone === browserTimeZone() ? null : zone;
}

/** 'Monday, 23 November 2026' for a calendar date such as '2026-11-23'. */
export function formatCalendarDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' })
    .setLocale(dateLocale())
    .toFormat('cccc, d MMMM yyyy');
}
