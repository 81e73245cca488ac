import { describe, expect, it } from 'vitest';
import { afterQuietHours } from './quiet-hours.js';

const night = { from: '21:00', until: '08:00' };
const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  it('lets a text go at once outside quiet hours', () => {
    const noon = at('2026-11-28T11:00:00Z'); // 12:00 in Belgrade
    expect(afterQuietHours(noon, 'Europe/Belgrade', night)).toEqual(noon);
    expect(afterQuietHours(at('2026-11-28T19:59:00Z'), 'Europe/Belgrade', night)).toEqual(
      at('2026-11-28T19:59:00Z'),
    );
  });

  it('holds a text from 21:00 until 08:00 clinic time, over midnight', () => {
    // 21:00 and 23:30 in Belgrade wait until 08:00 next morning (07:00 UTC in winter).
    expect(afterQuietHours(at('2026-11-28T20:00:00Z'), 'Europe/Belgrade', night)).toEqual(
      at('2026-11-29T07:00:00Z'),
    );
    expect(afterQuietHours(at('2026-11-28T22:30:00Z'), 'Europe/Belgrade', night)).toEqual(
      at('2026-11-29T07:00:00Z'),
    );
    // 06:30 waits until 08:00 the same morning; 08:00 itself may send.
    expect(afterQuietHours(at('2026-11-29T05:30:00Z'), 'Europe/Belgrade', night)).toEqual(
      at('2026-11-29T07:00:00Z'),
    );
    expect(afterQuietHours(at('2026-11-29T07:00:00Z'), 'Europe/Belgrade', night)).toEqual(
      at('2026-11-29T07:00:00Z'),
    );
  });

  it('ends quiet hours at 08:00 local time across the clocks changing overnight', () => {
    // Spring forward in Belgrade on 29 March 2026: 22:00 CET → 08:00 CEST (06:00 UTC).
    expect(afterQuietHours(at('2026-03-28T21:00:00Z'), 'Europe/Belgrade', night)).toEqual(
      at('2026-03-29T06:00:00Z'),
    );
    // Fall back on 25 October 2026: 22:00 CEST → 08:00 CET (07:00 UTC).
    expect(afterQuietHours(at('2026-10-24T20:00:00Z'), 'Europe/Belgrade', night)).toEqual(
      at('2026-10-25T07:00:00Z'),
    );
  });

  it('reads quiet hours in the clinic zone, not the server zone', () => {
    // 22:00 in New York is 03:00 UTC: quiet there, waits until 08:00 New York (13:00 UTC).
    expect(afterQuietHours(at('2026-11-29T03:00:00Z'), 'America/New_York', night)).toEqual(
      at('2026-11-29T13:00:00Z'),
    );
  });

  it('holds a daytime quiet span too, and none when from equals until', () => {
    const lunch = { from: '12:00', until: '13:00' };
    expect(afterQuietHours(at('2026-11-28T11:30:00Z'), 'Europe/Belgrade', lunch)).toEqual(
      at('2026-11-28T12:00:00Z'),
    );
    const none = { from: '08:00', until: '08:00' };
    expect(afterQuietHours(at('2026-11-28T02:00:00Z'), 'Europe/Belgrade', none)).toEqual(
      at('2026-11-28T02:00:00Z'),
    );
  });
});
