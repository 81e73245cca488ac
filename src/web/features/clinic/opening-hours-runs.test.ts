import { describe, expect, it } from 'vitest';
import { openingHoursRuns } from './opening-hours-runs';

const nine = { open: '09:00', close: '17:00' };
const late = { open: '12:00', close: '20:00' };

describe("a location's hours in a line", () => {
  it('joins days next to each other with the same hours, Monday first, Sunday last', () => {
    expect(openingHoursRuns([nine, nine, nine, late, nine, nine, null])).toEqual([
      'Mon–Tue 09:00–17:00',
      'Wed 12:00–20:00',
      'Thu–Fri 09:00–17:00',
      'Sun 09:00–17:00',
    ]);
  });

  it('has nothing for a week closed every day', () => {
    expect(openingHoursRuns(Array(7).fill(null))).toEqual([]);
  });
});
