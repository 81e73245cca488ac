import { describe, expect, it } from 'vitest';
import type { PublicSlot } from '../../domain/online-booking.js';
import { addDays, freeTimesByDay, freeTimeWeek, lastWeekIndex } from './free-time-weeks';

const ANA = '00000000-0000-4000-8000-0000000000a1';
const JELENA = '00000000-0000-4000-8000-0000000000a2';
const slot = (start: string, practitionerId: string): PublicSlot => ({
  start,
  end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
  practitionerId,
  locationId: '00000000-0000-4000-8000-0000000000b1',
});

describe('freeTimeWeek', () => {
  it('runs seven days from today in the clinic’s zone, across a clock change', () => {
    // Berlin's clocks go back on 25 October 2026: that week is an hour longer.
    const week = freeTimeWeek(0, '2026-10-22', 30, 'Europe/Berlin');
    expect(week).toMatchObject({
      firstDay: '2026-10-22',
      lastDay: '2026-10-28',
      from: '2026-10-21T22:00:00.000Z',
      to: '2026-10-28T23:00:00.000Z',
      hasPrevious: false,
      hasNext: true,
    });
  });

  it('never goes before today or past the last bookable day', () => {
    expect(lastWeekIndex(20)).toBe(2);
    expect(lastWeekIndex(21)).toBe(3);
    expect(freeTimeWeek(-3, '2026-11-30', 20, 'UTC').index).toBe(0);
    const last = freeTimeWeek(9, '2026-11-30', 20, 'UTC');
    expect(last).toMatchObject({ index: 2, firstDay: '2026-12-14', hasNext: false });
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('freeTimesByDay', () => {
  it('groups by the clinic’s day and shows a start several practitioners offer once', () => {
    const days = freeTimesByDay(
      [
        slot('2026-12-01T08:00:00.000Z', JELENA),
        slot('2026-11-30T23:30:00.000Z', ANA),
        slot('2026-11-30T08:00:00.000Z', JELENA),
        slot('2026-11-30T08:00:00.000Z', ANA),
      ],
      'Europe/Berlin',
    );
    expect(
      days.map((day) => [day.date, day.slots.map((s) => [s.start, s.practitionerId])]),
    ).toEqual([
      ['2026-11-30', [['2026-11-30T08:00:00.000Z', JELENA]]],
      [
        '2026-12-01',
        [
          ['2026-11-30T23:30:00.000Z', ANA],
          ['2026-12-01T08:00:00.000Z', JELENA],
        ],
      ],
    ]);
  });

  it('keeps the preferred practitioner of a start several offer, as a visit being moved does', () => {
    const [day] = freeTimesByDay(
      [slot('2026-11-30T08:00:00.000Z', JELENA), slot('2026-11-30T08:00:00.000Z', ANA)],
      'UTC',
      ANA,
    );
    expect(day!.slots.map((s) => s.practitionerId)).toEqual([ANA]);
  });
});
