import { DateTime, Settings } from 'luxon';
import { clinicZone, inClinicZone, wallClockOf } from '../../../../domain/clinic-time.js';

/**
 * Every calendar date is read in the clinic's time zone, not the browser's: a therapist abroad
 * still sees 09:00 where the clinic has it. The zone comes from the clinic settings; the
 * arithmetic is the domain's (`domain/clinic-time.ts`), shared with the server.
 */

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** react-big-calendar's luxon localizer reads luxon's default zone, so it is set globally. */
export function setCalendarZone(zone: string) {
  Settings.defaultZone = clinicZone(zone);
}

export const inZone: (date: Date, zone: string) => DateTime = inClinicZone;

/** The clinic's wall clock at an instant, read from its fields. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The wall clock of `date` on the clinic's clock, from the zone's remembered offset: no luxon
 * DateTime per call, as the week and day views ask this of every appointment several times.
 */
export function wallClock(date: Date, zone: string): WallClock {
  if (!clinicZone(zone).isValid) {
    const local = inZone(date, zone); // an unknown zone: luxon's own (invalid) answer
    return { ...local.toObject(), second: local.second } as WallClock;
  }
  const shifted = new Date(wallClockOf(date, zone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * 'HH:mm' on the clinic's clock. Put together by hand: luxon's toFormat parses its pattern on
 * every call, and the week view formats a few hundred times as it mounts.
 */
export function formatTime(date: Date, zone: string): string {
  const local = wallClock(date, zone);
  return `${twoDigits(local.hour)}:${twoDigits(local.minute)}`;
}

/** 'Thursday 26 November' on the clinic's calendar. */
export function formatDay(date: Date, zone: string): string {
  return inZone(date, zone).toFormat('cccc d MMMM');
}

/** The same calendar day at `hour`:00 on the clinic's clock (month view slots open at 08:00). */
export function atHour(date: Date, hour: number, zone: string): Date {
  return inZone(date, zone).startOf('day').set({ hour }).toJSDate();
}
