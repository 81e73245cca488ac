import { describe, expect, it } from 'vitest';
import { periodEnd } from './subscriptions.js';

const at = (iso: string) => new Date(iso);

describe('billing periods (renewal by interval)', () => {
  it('ends a monthly period on the same day and time next month', () => {
    expect(periodEnd(at('2026-03-14T09:30:00Z'), 'monthly')).toEqual(at('2026-04-14T09:30:00Z'));
    expect(periodEnd(at('2026-12-20T23:00:00Z'), 'monthly')).toEqual(at('2027-01-20T23:00:00Z'));
  });

  it('stops at the end of a shorter month instead of spilling into the next', () => {
    expect(periodEnd(at('2027-01-31T08:00:00Z'), 'monthly')).toEqual(at('2027-02-28T08:00:00Z'));
    expect(periodEnd(at('2028-01-30T08:00:00Z'), 'monthly')).toEqual(at('2028-02-29T08:00:00Z'));
    expect(periodEnd(at('2026-08-31T08:00:00Z'), 'monthly')).toEqual(at('2026-09-30T08:00:00Z'));
  });

  it('ends a yearly period a year later, 29 February on the 28th', () => {
    expect(periodEnd(at('2026-05-01T00:00:00Z'), 'yearly')).toEqual(at('2027-05-01T00:00:00Z'));
    expect(periodEnd(at('2028-02-29T12:00:00Z'), 'yearly')).toEqual(at('2029-02-28T12:00:00Z'));
  });
});
