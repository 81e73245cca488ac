import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  MINUTE_MS,
  instantOfLocal,
  instantOfWallClock,
  localDateTimeOf,
  localDayOf,
  wallClockOf,
} from './clinic-time.js';

const HOUR_MS = 60 * MINUTE_MS;
/**
 * One-hour changes in both hemispheres, Lord Howe's half-hour change, and Santiago's at midnight
 * (its spring day starts at 01:00), which also went years without changing.
 */
const ZONES = [
  'Europe/Belgrade',
  'America/New_York',
  'Australia/Lord_Howe',
  'Australia/Sydney',
  'America/Santiago',
];
const FIRST_YEAR = 1995;
const LAST_YEAR = 2045;

/** The offset from UTC, in milliseconds, read with Intl only (independent of the code tested). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function intlOffset(time: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(time));
  const field = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const local = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return local - (time - (time % 1000));
}

/** The instants at which the zone's offset changes during `year`, to the minute. */
const transitionsCache = new Map<string, number[]>();
function transitions(timeZone: string, year: number): number[] {
  const key = `${timeZone} ${year}`;
  const cached = transitionsCache.get(key);
  if (cached) return cached;
  const found: number[] = [];
  for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += DAY_MS) {
    if (intlOffset(day, timeZone) === intlOffset(day + DAY_MS, timeZone)) continue;
    let [low, high] = [day, day + DAY_MS];
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (intlOffset(middle, timeZone) === intlOffset(low, timeZone)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  transitionsCache.set(key, found);
  return found;
}

/** The years in which a zone changes its clocks. */
const yearsWithChanges = (zone: string) =>
  Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i).filter(
    (year) => transitions(zone, year).length > 0,
  );

/** A zone and an instant within six hours of one of its daylight-saving changes. */
const nearAChange = fc
  .constantFrom(...ZONES)
  .chain((zone) =>
    fc.record({ zone: fc.constant(zone), year: fc.constantFrom(...yearsWithChanges(zone)) }),
  )
  .chain(({ zone, year }) =>
    fc.record({
      zone: fc.constant(zone),
      year: fc.constant(year),
      which: fc.nat(),
      minutes: fc.integer({ min: -6 * 60, max: 6 * 60 }),
      seconds: fc.integer({ min: 0, max: 59 }),
    }),
  )
  .map(({ zone, year, which, minutes, seconds }) => {
    const changes = transitions(zone, year);
    const change = changes[which % changes.length]!;
    return { zone, change, time: change + minutes * MINUTE_MS + seconds * 1000 };
  });

const anyTime = fc.record({
  zone: fc.constantFrom(...ZONES),
  time: fc.integer({ min: Date.UTC(FIRST_YEAR, 0, 1), max: Date.UTC(LAST_YEAR, 11, 31) }),
});

describe('clinic wall-clock time across daylight-saving changes', { timeout: 60_000 }, () => {
  it('every zone tested changes its clocks twice a year', () => {
    for (const zone of ZONES) expect(transitions(zone, 2027)).toHaveLength(2);
    expect(yearsWithChanges('America/Santiago')).not.toContain(2015);
  });

  it('reads the local time of an instant with the offset Intl gives', () => {
    fc.assert(
      fc.property(fc.oneof(nearAChange, anyTime), ({ zone, time }) => {
        expect(wallClockOf(new Date(time), zone) - time).toBe(intlOffset(time, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('turns a local time back into the first instant that shows it', () => {
    fc.assert(
      fc.property(fc.oneof(nearAChange, anyTime), ({ zone, time }) => {
        const wall = wallClockOf(new Date(time), zone);
        const back = instantOfWallClock(wall, zone).getTime();
        expect(wallClockOf(new Date(back), zone)).toBe(wall);
        // An instant in the repeated hour of an autumn change gives the first one, an offset
        // change earlier; no earlier instant shows the same local time.
        expect(back).toBeLessThanOrEqual(time);
        const skipped = time - back;
        if (skipped > 0) expect(skipped).toBe(intlOffset(back, zone) - intlOffset(time, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('moves a local time that a spring change skips forward by the length of the gap', () => {
    fc.assert(
      fc.property(nearAChange, ({ zone, change, time }) => {
        const wall = time + intlOffset(time, zone);
        const instant = instantOfWallClock(wall, zone).getTime();
        const gap = intlOffset(change, zone) - intlOffset(change - MINUTE_MS, zone);
        const shown = wallClockOf(new Date(instant), zone);
        if (shown === wall) return;
        // Only a local time inside a forward change can be missing, and it moves by the gap.
        expect(gap).toBeGreaterThan(0);
        expect(shown - wall).toBe(gap);
        expect(instant).toBeGreaterThanOrEqual(change);
        expect(instant).toBeLessThan(change + gap);
      }),
      { numRuns: 500 },
    );
  });

  it('bounds a local day by its first and last instants, 23 to 25 hours long', () => {
    fc.assert(
      fc.property(fc.oneof(nearAChange, anyTime), ({ zone, time }) => {
        const day = localDayOf(new Date(time), zone);
        expect(day.start.getTime()).toBeLessThanOrEqual(time);
        expect(day.end.getTime()).toBeGreaterThan(time);
        const dateAt = (instant: number) => localDateTimeOf(new Date(instant), zone).date;
        expect(dateAt(day.start.getTime())).toBe(day.date);
        expect(dateAt(day.start.getTime() - 1000) < day.date).toBe(true);
        expect(dateAt(day.end.getTime()) > day.date).toBe(true);
        expect(dateAt(day.end.getTime() - 1000)).toBe(day.date);
        const hours = (day.end.getTime() - day.start.getTime()) / HOUR_MS;
        expect([23, 23.5, 24, 24.5, 25]).toContain(hours);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips a local date and time through its instant when the time exists', () => {
    fc.assert(
      fc.property(fc.oneof(nearAChange, anyTime), ({ zone, time }) => {
        const whole = time - (time % MINUTE_MS);
        const local = localDateTimeOf(new Date(whole), zone);
        const instant = instantOfLocal(local.date, local.time, zone);
        expect(localDateTimeOf(instant, zone)).toEqual(local);
      }),
      { numRuns: 500 },
    );
  });
});
