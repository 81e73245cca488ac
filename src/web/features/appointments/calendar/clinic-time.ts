import { DateTime, Settings } from 'luxon';

/**
 * Every calendar date is read in the clinic's time zone, not the browser's: a therapist abroad
 * still sees 09:00 where the clinic has it. The zone comes from the clinic settings; this is the
 * one place that knows how dates meet zones.
 */

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** react-big-calendar's luxon localizer reads luxon's default zone, so it is set globally. */
export function setCalendarZone(zone: string) {
  Settings.defaultZone = zone;
}

export function inZone(date: Date, zone: string): DateTime {
  return DateTime.fromJSDate(date, { zone });
}

/** 'HH:mm' on the clinic's clock. */
export function formatTime(date: Date, zone: string): string {
  return inZone(date, zone).toFormat('HH:mm');
}

/** The same calendar day at `hour`:00 on the clinic's clock (month view slots open at 08:00). */
export function atHour(date: Date, hour: number, zone: string): Date {
  return inZone(date, zone).startOf('day').set({ hour }).toJSDate();
}

/** A wall-clock time of day for the calendar's min/max (the date part is ignored). */
export function timeOfDay(hour: number, zone: string): Date {
  return DateTime.fromObject({ year: 2000, month: 1, day: 1, hour }, { zone }).toJSDate();
}
