import { describe, expect, it } from 'vitest';
import { inClinicZone } from '../../../../domain/clinic-time.js';
import { notWorkingSpans } from './working-time';

const ZONE = 'Europe/Belgrade';
const day = (date: string) => inClinicZone(new Date(`${date}T12:00:00Z`), ZONE).startOf('day');
const span = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('notWorkingSpans', () => {
  it('shades nothing for a practitioner without a schedule', () => {
    expect(notWorkingSpans(day('2026-11-26'), undefined, ZONE)).toEqual([]);
  });

  it('shades the whole window of a day without hours', () => {
    expect(notWorkingSpans(day('2026-11-26'), [], ZONE)).toEqual([{ from: 0, to: 720 }]);
  });

  it('shades around and between spans, overlapping ones merged, the window clipped', () => {
    const spans = [
      span('2026-11-26T11:00:00Z', '2026-11-26T15:00:00Z'), // 12:00–16:00
      span('2026-11-26T06:00:00Z', '2026-11-26T10:00:00Z'), // 07:00–11:00
      span('2026-11-26T13:00:00Z', '2026-11-26T14:00:00Z'), // inside the one before
      span('2026-11-27T08:00:00Z', '2026-11-27T12:00:00Z'), // the next day
    ];
    expect(notWorkingSpans(day('2026-11-26'), spans, ZONE)).toEqual([
      { from: 180, to: 240 }, // 11:00–12:00
      { from: 480, to: 720 }, // 16:00–20:00
    ]);
  });

  it('reads the wall clock on the day daylight saving time ends', () => {
    // 09:00–17:00 in Belgrade on Sunday 25 October 2026, after the clocks went back.
    const spans = [span('2026-10-25T08:00:00Z', '2026-10-25T16:00:00Z')];
    expect(notWorkingSpans(day('2026-10-25'), spans, ZONE)).toEqual([
      { from: 0, to: 60 },
      { from: 540, to: 720 },
    ]);
  });
});
