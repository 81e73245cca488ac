import { describe, expect, it } from 'vitest';
import { firstSlots, searchStart } from './availability-api';

const ZONE = 'Europe/Belgrade';
const now = new Date('2026-03-09T10:15:30Z');

describe('searchStart', () => {
  it("starts at a later date's midnight on the clinic's clock", () => {
    expect(searchStart('2026-03-12', ZONE, now).toISOString()).toBe('2026-03-11T23:00:00.000Z');
  });

  it('starts now, to the next minute, for today, a past date or a date still being typed', () => {
    for (const date of ['2026-03-09', '2026-03-01', '2026-0', ''])
      expect(searchStart(date, ZONE, now).toISOString()).toBe('2026-03-09T10:16:00.000Z');
  });
});

describe('firstSlots', () => {
  it('keeps the six soonest', () => {
    const slots = [9, 3, 7, 1, 5, 8, 2].map((hour) => ({
      start: `2026-03-10T0${hour}:00:00.000Z`,
      end: `2026-03-10T0${hour}:30:00.000Z`,
      practitionerId: '00000000-0000-4000-8000-000000000001',
      locationId: '00000000-0000-4000-8000-000000000002',
    }));
    expect(firstSlots(slots).map((slot) => slot.start.slice(11, 13))).toEqual([
      '01',
      '02',
      '03',
      '05',
      '07',
      '08',
    ]);
  });
});
