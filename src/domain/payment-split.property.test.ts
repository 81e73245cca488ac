import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByWeights } from './payment-split.js';

const amounts = fc.integer({ min: -10_000_000, max: 10_000_000 });
const weights = fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), {
  minLength: 1,
  maxLength: 30,
});

describe('splitByWeights (a payment over an invoice’s lines)', () => {
  it('adds up to the amount exactly, and each part is within a cent of its exact share', () => {
    fc.assert(
      fc.property(amounts, weights, (amount, lineTotals) => {
        const parts = splitByWeights(amount, lineTotals);
        expect(parts).toHaveLength(lineTotals.length);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        const total = lineTotals.reduce((sum, weight) => sum + weight, 0);
        parts.forEach((part, index) => {
          const share =
            total === 0 ? amount / lineTotals.length : (amount * lineTotals[index]!) / total;
          expect(Math.abs(part - share)).toBeLessThan(1 + 1e-6);
          expect(Math.sign(part) * Math.sign(amount)).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('gives a line of zero nothing unless every line is zero', () => {
    fc.assert(
      fc.property(amounts, weights, (amount, lineTotals) => {
        fc.pre(lineTotals.some((weight) => weight > 0));
        const parts = splitByWeights(amount, [...lineTotals, 0]);
        expect(parts.at(-1)).toBe(0);
      }),
    );
  });

  it('splits a refund as the opposite of the same payment', () => {
    fc.assert(
      fc.property(amounts, weights, (amount, lineTotals) => {
        expect(splitByWeights(-amount, lineTotals)).toEqual(
          splitByWeights(amount, lineTotals).map((part) => -part || 0),
        );
      }),
    );
  });

  it('hands the leftover cents to the largest remainders, the earlier line on a tie', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(splitByWeights(5, [2, 1])).toEqual([3, 2]);
    expect(splitByWeights(7, [0, 0])).toEqual([4, 3]);
    expect(splitByWeights(7, [])).toEqual([]);
  });
});
