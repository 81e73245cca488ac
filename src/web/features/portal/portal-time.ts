import { DAY_MS, instantOfLocal, localDayOf } from '../../../domain/clinic-time.js';
import type { PublicSlot } from '../../../domain/online-booking.js';

/** A calendar day 'YYYY-MM-DD' moved by `days`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface ClinicClock {
  locale: string;
  timeZone: string;
}

/** 'Monday 30 November' and '09:30' of instants, in the clinic's zone and locale. */
export function visitFormat({ locale, timeZone }: ClinicClock) {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  const pastDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    day: (instant: string) => day.format(new Date(instant)),
    /** '3 March 2026': past visits may be from another year. */
    pastDay: (instant: string) => pastDay.format(new Date(instant)),
    time: (instant: string) => time.format(new Date(instant)),
    /** '30 Nov' of a calendar day. */
    calendarDay: (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`)),
  };
}
export type VisitFormat = ReturnType<typeof visitFormat>;

export interface FreeTimesWeek {
  /** 0 is the week starting today. */
  index: number;
  firstDay: string;
  lastDay: string;
  /** The clinic's midnight of the first and the eighth day. */
  from: string;
  to: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Week `index` from the clinic's today, within the days it books ahead. */
export function freeTimesWeek(
  index: number,
  maxDaysAhead: number,
  timeZone: string,
  now = new Date(),
): FreeTimesWeek {
  const last = Math.floor(Math.max(0, maxDaysAhead) / 7);
  const clamped = Math.min(Math.max(0, Math.trunc(index) || 0), last);
  const firstDay = addDays(localDayOf(now, timeZone).date, clamped * 7);
  return {
    index: clamped,
    firstDay,
    lastDay: addDays(firstDay, 6),
    from: instantOfLocal(firstDay, 0, timeZone).toISOString(),
    to: instantOfLocal(addDays(firstDay, 7), 0, timeZone).toISOString(),
    hasPrevious: clamped > 0,
    hasNext: clamped < last,
  };
}

export interface DayOfFreeTimes {
  date: string;
  slots: PublicSlot[];
}

/**
 * The free times by the clinic's day, earliest first. A start several practitioners offer shows
 * once, with the visit's own practitioner when they are among them.
 */
export function freeTimesByDay(
  slots: readonly PublicSlot[],
  timeZone: string,
  preferredPractitionerId: string,
): DayOfFreeTimes[] {
  const byStart = new Map<number, PublicSlot>();
  for (const slot of slots) {
    const start = Date.parse(slot.start);
    const kept = byStart.get(start);
    if (
      !kept ||
      (kept.practitionerId !== preferredPractitionerId &&
        slot.practitionerId === preferredPractitionerId)
    )
      byStart.set(start, slot);
  }
  const days = new Map<string, PublicSlot[]>();
  for (const [start, slot] of [...byStart].sort(([a], [b]) => a - b)) {
    const date = localDayOf(new Date(start), timeZone).date;
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
