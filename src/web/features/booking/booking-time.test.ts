import { describe, expect, it } from 'vitest';
import { ANA, JELENA, slot } from './booking-fixtures';
import { addDays, bookingWeek, lastWeekIndex, slotsByDay } from './booking-time';

describe('bookingWeek', () => {
  it('runs seven days from today in the clinic’s zone, across a clock change', () => {
    // Berlin's clocks go back on 25 October 2026: that week is an hour longer.
    const week = bookingWeek(0, '2026-10-22', 30, 'Europe/Berlin');
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
    expect(bookingWeek(-3, '2026-11-30', 20, 'UTC').index).toBe(0);
    const last = bookingWeek(9, '2026-11-30', 20, 'UTC');
    expect(last).toMatchObject({ index: 2, firstDay: '2026-12-14', hasNext: false });
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('slotsByDay', () => {
  it('groups by the clinic’s day and shows a start several practitioners offer once', () => {
    const days = slotsByDay(
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
});
