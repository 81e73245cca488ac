import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './scheduling.js';
import {
  monthsBetween,
  openingMinutesBetween,
  statsQuerySchema,
  weekStartsBetween,
} from './stats.js';

describe('stats calendar arithmetic', () => {
  it('lists the Monday of every week touching the range', () => {
    expect(weekStartsBetween('2026-03-04', '2026-03-16')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(weekStartsBetween('2026-03-08', '2026-03-08')).toEqual(['2026-03-02']);
  });

  it('lists every month touching the range, across a new year', () => {
    expect(monthsBetween('2025-11-30', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it("adds up the clinic's opening minutes per weekday, partial weeks included", () => {
    const hours: OpeningHours = [
      null,
      { open: '08:00', close: '16:00' },
      { open: '08:00', close: '16:00' },
      { open: '08:00', close: '16:00' },
      { open: '08:00', close: '16:00' },
      { open: '09:00', close: '13:00' },
      { open: '10:00', close: '12:00' },
    ];
    // Thursday to the next Tuesday: Thu, Fri (4 h), Sat (2 h), Mon, Tue.
    expect(openingMinutesBetween(hours, '2026-03-05', '2026-03-10')).toBe(
      8 * 60 * 3 + 4 * 60 + 2 * 60,
    );
    // The week of the spring clock change is no shorter: hours are wall-clock times.
    expect(openingMinutesBetween(hours, '2026-03-23', '2026-03-29')).toBe(
      8 * 60 * 4 + 4 * 60 + 2 * 60,
    );
    expect(openingMinutesBetween(Array(7).fill(null), '2026-03-01', '2026-03-31')).toBe(0);
  });

  it('takes one day up to two years, to on or after from', () => {
    expect(statsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-02' }).success).toBe(true);
    expect(statsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(
      false,
    );
    expect(statsQuerySchema.safeParse({ from: '2024-03-02', to: '2026-03-02' }).success).toBe(true);
    expect(statsQuerySchema.safeParse({ from: '2024-03-01', to: '2026-03-02' }).success).toBe(
      false,
    );
  });
});
