import type { DateTime } from 'luxon';
import { inZone, wallClock } from './clinic-time';
import { DAY_MS } from '../../../../domain/clinic-time.js';

/** The week and day views show 08:00 to 20:00 in 30-minute slots, a label each hour. */
export const FIRST_HOUR = 8;
export const LAST_HOUR = 20;
export const STEP_MINUTES = 30;
export const WINDOW_MINUTES = (LAST_HOUR - FIRST_HOUR) * 60;

/** The smallest share of the window an event is drawn with, so a short one stays clickable. */
const MIN_EVENT_MINUTES = 15;

export type TimeGridViewName = 'week' | 'day';

/** The days a view shows, each at its start on the clinic's clock; weeks start on Monday. */
export function gridDays(view: TimeGridViewName, date: Date, zone: string): DateTime[] {
  const day = inZone(date, zone).startOf('day');
  if (view === 'day') return [day];
  const monday = day.startOf('week');
  return Array.from({ length: 7 }, (_, index) => monday.plus({ days: index }));
}

/**
 * Wall-clock minutes from FIRST_HOUR on `day` to `instant` (negative before, past
 * WINDOW_MINUTES after). Wall clock, not elapsed time: 09:00 sits one hour down on the days
 * daylight saving time starts and ends too.
 */
export function minutesIntoWindow(day: DateTime, instant: Date, zone: string): number {
  const local = wallClock(instant, zone);
  const days =
    (Date.UTC(local.year, local.month - 1, local.day) -
      Date.UTC(day.year, day.month - 1, day.day)) /
    DAY_MS;
  return days * 1440 + local.hour * 60 + local.minute + local.second / 60 - FIRST_HOUR * 60;
}

/** The instant `minutes` after FIRST_HOUR on `day`'s clock. */
export function timeInWindow(day: DateTime, minutes: number): Date {
  const total = FIRST_HOUR * 60 + minutes;
  return day.set({ hour: Math.floor(total / 60), minute: total % 60 }).toJSDate();
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The start (minutes into the window) of the slot `fraction` of the way down a day column. */
export function slotAt(fraction: number): number {
  const slot = Math.floor((fraction * WINDOW_MINUTES) / STEP_MINUTES) * STEP_MINUTES;
  return clamp(slot, 0, WINDOW_MINUTES - STEP_MINUTES);
}

/** A resized event's end: the slot boundary nearest the pointer, at least one slot long. */
export function resizedEnd(fraction: number, startMinutes: number): number {
  const boundary = Math.round((fraction * WINDOW_MINUTES) / STEP_MINUTES) * STEP_MINUTES;
  return clamp(boundary, startMinutes + STEP_MINUTES, WINDOW_MINUTES);
}

export interface TimedEvent {
  start: Date;
  end: Date;
}

/** An event's box in its day column, as fractions: top and height of the window, left and width. */
export interface PlacedEvent<E extends TimedEvent> {
  event: E;
  top: number;
  height: number;
  left: number;
  width: number;
}

interface Span<E extends TimedEvent> {
  event: E;
  from: number;
  to: number;
  column: number;
}

/**
 * The events of one day laid out side by side: events that overlap, directly or through others,
 * share the column's width in lanes; each event widens into the lanes to its right that are free
 * for its whole time. Events outside 08:00–20:00 keep a sliver at the window's edge. `drawnEnd`:
 * where an event's box ends, when that is not its end.
 */
export function layoutDay<E extends TimedEvent>(
  events: readonly E[],
  day: DateTime,
  zone: string,
  drawnEnd: (event: E) => Date = (event) => event.end,
): PlacedEvent<E>[] {
  const spans: Span<E>[] = [];
  for (const event of events) {
    const start = minutesIntoWindow(day, event.start, zone);
    const end = minutesIntoWindow(day, drawnEnd(event), zone);
    if (end <= -FIRST_HOUR * 60 || start >= 1440 - FIRST_HOUR * 60) continue; // another day
    const from = clamp(start, 0, WINDOW_MINUTES - MIN_EVENT_MINUTES);
    const to = clamp(Math.max(end, from + MIN_EVENT_MINUTES), from, WINDOW_MINUTES);
    spans.push({ event, from, to, column: 0 });
  }
  spans.sort((a, b) => a.from - b.from || b.to - a.to);

  const placed: PlacedEvent<E>[] = [];
  let cluster: Span<E>[] = [];
  let lanes: number[] = []; // each lane's latest end
  const flush = () => {
    for (const span of cluster) {
      let reach = span.column + 1;
      while (
        reach < lanes.length &&
        !cluster.some(
          (other) => other.column === reach && other.from < span.to && span.from < other.to,
        )
      )
        reach += 1;
      placed.push({
        event: span.event,
        top: span.from / WINDOW_MINUTES,
        height: (span.to - span.from) / WINDOW_MINUTES,
        left: span.column / lanes.length,
        width: (reach - span.column) / lanes.length,
      });
    }
    cluster = [];
    lanes = [];
  };
  for (const span of spans) {
    if (lanes.length > 0 && lanes.every((end) => end <= span.from)) flush();
    const free = lanes.findIndex((end) => end <= span.from);
    span.column = free === -1 ? lanes.length : free;
    lanes[span.column] = span.to;
    cluster.push(span);
  }
  flush();
  return placed;
}
