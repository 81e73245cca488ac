import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLateCancellation, visitFeeCents } from './visit-fees.js';

describe('visit fees', () => {
  it('is the fixed amount, or the share of the visit rounded half-up, or nothing', () => {
    expect(visitFeeCents({ kind: 'amount', value: 2500 }, 9999)).toBe(2500);
    expect(visitFeeCents({ kind: 'percent', value: 3333 }, 5000)).toBe(1667); // 1666.5
    expect(visitFeeCents({ kind: 'percent', value: 3333 }, 4999)).toBe(1666); // 1666.17
    expect(visitFeeCents({ kind: 'percent', value: 10_000 }, 4999)).toBe(4999);
    expect(visitFeeCents({ kind: 'none', value: 2500 }, 5000)).toBe(0);
  });

  it('never charges a percentage above the visit, and is within half a cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (basisPoints, price) => {
          const fee = visitFeeCents({ kind: 'percent', value: basisPoints }, price);
          expect(fee).toBeLessThanOrEqual(price);
          expect(Math.abs(fee - (price * basisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('is late less than the window before the start, or after it', () => {
    const start = new Date('2026-12-09T09:00:00Z');
    const before = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
    expect(isLateCancellation(start, before(23.99), 24)).toBe(true);
    expect(isLateCancellation(start, before(24), 24)).toBe(false);
    expect(isLateCancellation(start, before(-1), 24)).toBe(true);
    expect(isLateCancellation(start, before(0.5), 0)).toBe(false);
  });
});
