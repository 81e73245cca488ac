import type { DateTime } from 'luxon';
import type { WorkingTimeResponse } from '../../../../domain/availability-query.js';
import type { WindowSpan } from './opening-hours';
import { minutesIntoWindow, WINDOW_MINUTES } from './time-grid-layout';

/** A practitioner's working spans as instants. */
export type WorkingSpans = readonly { start: Date; end: Date }[];

/**
 * Working spans by practitioner. Only practitioners with a schedule are listed: one missing from
 * the map has no hours set up and is never shaded.
 */
export type WorkingTime = ReadonlyMap<string, WorkingSpans>;

export const NO_WORKING_TIME: WorkingTime = new Map();

export function workingTimeOf(practitioners: WorkingTimeResponse['practitioners']): WorkingTime {
  return new Map(
    practitioners.map(({ practitionerId, working }) => [
      practitionerId,
      working.map((span) => ({ start: new Date(span.start), end: new Date(span.end) })),
    ]),
  );
}

const clampToWindow = (minutes: number) => Math.min(Math.max(minutes, 0), WINDOW_MINUTES);

/**
 * The parts of `day`'s 08:00–20:00 window a practitioner does not work, for shading; none for
 * a practitioner without a schedule (`spans` undefined).
 */
export function notWorkingSpans(
  day: DateTime,
  spans: WorkingSpans | undefined,
  zone: string,
): WindowSpan[] {
  if (!spans) return [];
  const working = spans
    .map((span) => ({
      from: clampToWindow(minutesIntoWindow(day, span.start, zone)),
      to: clampToWindow(minutesIntoWindow(day, span.end, zone)),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from);
  const gaps: WindowSpan[] = [];
  let cursor = 0;
  for (const span of working) {
    if (span.from > cursor) gaps.push({ from: cursor, to: span.from });
    cursor = Math.max(cursor, span.to);
  }
  if (cursor < WINDOW_MINUTES) gaps.push({ from: cursor, to: WINDOW_MINUTES });
  return gaps;
}

/** Whether a slot of `minutes` into the window falls in one of the spans. */
export const withinSpans = (spans: readonly WindowSpan[], minutes: number) =>
  spans.some((span) => span.from <= minutes && minutes < span.to);

/**
 * Why a booking from `start` to `end` is outside a practitioner's working time, or null when a
 * span holds all of it or they have no schedule.
 */
export function outsideWorkingTime(
  start: Date,
  end: Date,
  spans: WorkingSpans | undefined,
  name: string | undefined,
): string | null {
  if (!spans) return null;
  const within = spans.some((span) => span.start <= start && end <= span.end);
  return within ? null : `${name ?? 'This practitioner'} does not work then.`;
}
