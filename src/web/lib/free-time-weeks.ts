import { DAY_MS, instantOfLocal, localDayOf } from '../../domain/clinic-time.js';
import type { PublicSlot } from '../../domain/online-booking.js';

/*
 * Free times a week at a time, as the booking page and the portal's "Change time" show them:
 * seven of the clinic's days from its today, within the days it books ahead.
 */

/** A calendar day 'YYYY-MM-DD' moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The clinic's today, 'YYYY-MM-DD'. */
export const clinicToday = (timeZone: string, now = new Date()) => localDayOf(now, timeZone).date;

export interface FreeTimeWeek {
  /** 0 is the week starting today. */
  index: number;
  firstDay: string;
  lastDay: string;
  /** The instants of the range asked for: the clinic's midnight of the first and the eighth day. */
  from: string;
  to: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The last week that holds a bookable day: days run from today to today + maxDaysAhead. */
export const lastWeekIndex = (maxDaysAhead: number) => Math.floor(Math.max(0, maxDaysAhead) / 7);

/** Week `index`: seven days from today + 7 × index in the clinic's zone. */
export function freeTimeWeek(
  index: number,
  today: string,
  maxDaysAhead: number,
  timeZone: string,
): FreeTimeWeek {
  const last = lastWeekIndex(maxDaysAhead);
  const clamped = Math.min(Math.max(0, Math.trunc(index) || 0), last);
  const firstDay = addDays(today, clamped * 7);
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
 * The free times by the clinic's day, earliest first. A start several practitioners offer
 * ("anyone available") shows once: with `preferredPractitionerId` when they are among them (a
 * visit being moved keeps its practitioner), else the first.
 */
export function freeTimesByDay(
  slots: readonly PublicSlot[],
  timeZone: string,
  preferredPractitionerId?: string,
): DayOfFreeTimes[] {
  const byStart = new Map<number, PublicSlot>();
  for (const slot of slots) {
    const start = Date.parse(slot.start);
    const kept = byStart.get(start);
    const preferred = (candidate: PublicSlot) =>
      candidate.practitionerId === preferredPractitionerId;
    if (!kept || (!preferred(kept) && preferred(slot))) byStart.set(start, slot);
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
