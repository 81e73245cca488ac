import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../../../domain/scheduling.js';
import { inZone } from './clinic-time';
import { closedSpans, outsideOpeningHours } from './opening-hours';

const BELGRADE = 'Europe/Belgrade';
/** Monday to Friday 09:00–17:30, Saturday 09:00–14:00, closed on Sunday. */
const hours: OpeningHours = [
  null,
  ...Array(5).fill({ open: '09:00', close: '17:30' }),
  { open: '09:00', close: '14:00' },
];
const day = (iso: string) => inZone(new Date(iso), BELGRADE).startOf('day');

describe('closedSpans', () => {
  it('shades before opening and after closing, in minutes from 08:00', () => {
    expect(closedSpans(day('2026-11-24T12:00:00Z'), hours)).toEqual([
      { from: 0, to: 60 },
      { from: 570, to: 720 },
    ]);
  });

  it('shades a closed day whole, and nothing while the hours are unknown', () => {
    expect(closedSpans(day('2026-11-29T12:00:00Z'), hours)).toEqual([{ from: 0, to: 720 }]);
    expect(closedSpans(day('2026-11-29T12:00:00Z'), [])).toEqual([]);
  });
});

describe('outsideOpeningHours', () => {
  const at = (start: string, end: string) =>
    outsideOpeningHours(new Date(start), new Date(end), BELGRADE, hours);

  it("says why, on the clinic's clock", () => {
    // 17:30–18:00 in Belgrade on a Tuesday; 10:00 on a Sunday.
    expect(at('2026-11-24T16:30:00Z', '2026-11-24T17:00:00Z')).toBe(
      'On Tuesdays the clinic is open 09:00–17:30.',
    );
    expect(at('2026-11-29T09:00:00Z', '2026-11-29T09:30:00Z')).toBe(
      'The clinic is closed on Sundays.',
    );
  });

  it('lets a slot within the hours through, up to closing time', () => {
    expect(at('2026-11-24T16:00:00Z', '2026-11-24T16:30:00Z')).toBeNull();
    expect(at('2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z')).toBeNull();
  });
});
