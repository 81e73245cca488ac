import { describe, expect, it } from 'vitest';
import { instantOfWallClock, localDayOf, wallClockOf } from './clinic-time.js';

const BELGRADE = 'Europe/Belgrade';
const wall = (iso: string) => Date.parse(`${iso}Z`);

describe('clinic wall-clock time (correct across daylight-saving changes)', () => {
  it('turns local times into instants with the offset of that date', () => {
    expect(instantOfWallClock(wall('2027-03-27T09:00:00'), BELGRADE).toISOString()).toBe(
      '2027-03-27T08:00:00.000Z',
    );
    expect(instantOfWallClock(wall('2027-03-29T09:00:00'), BELGRADE).toISOString()).toBe(
      '2027-03-29T07:00:00.000Z',
    );
    expect(wallClockOf(new Date('2027-10-31T08:00:00Z'), BELGRADE)).toBe(
      wall('2027-10-31T09:00:00'),
    );
  });

  it("gives the local day's bounds: 23 hours on the spring change, 25 in autumn", () => {
    const spring = localDayOf(new Date('2027-03-28T12:00:00Z'), BELGRADE);
    expect(spring).toEqual({
      date: '2027-03-28',
      start: new Date('2027-03-27T23:00:00Z'),
      end: new Date('2027-03-28T22:00:00Z'),
    });
    const autumn = localDayOf(new Date('2027-10-31T12:00:00Z'), BELGRADE);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });
});
