import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoiceBalance,
  invoiceTotals,
  lineAmounts,
  lineGrossCents,
  settledStatus,
  type LineInput,
} from './invoice-math.js';

/** A line as the invoice form allows it: the discount never more than the line. */
const line = (pricesIncludeTax: boolean) =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      // 0 %, the common rates, and any rate up to 30 % in basis points.
      taxRateBasisPoints: fc.oneof(
        fc.constantFrom(0, 500, 700, 1000, 1900, 2000, 2100, 2500),
        fc.integer({ min: 0, max: 3000 }),
      ),
    })
    .map(({ discountShare, ...rest }): LineInput => ({
      ...rest,
      discountCents: Math.floor(rest.quantity * rest.unitPriceCents * discountShare),
      pricesIncludeTax,
    }));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('invoice arithmetic on random invoices', () => {
  it('prices without tax: total = Σ lines − discounts + tax, and each line adds up', () => {
    fc.assert(
      fc.property(fc.array(line(false), { minLength: 1, maxLength: 20 }), (lines) => {
        const totals = invoiceTotals(lines);
        expect(totals.subtotalCents).toBe(sum(lines.map((l) => l.quantity * l.unitPriceCents)));
        expect(totals.discountCents).toBe(sum(lines.map((l) => l.discountCents)));
        expect(totals.totalCents).toBe(
          totals.subtotalCents - totals.discountCents + totals.taxCents,
        );
        for (const l of lines) {
          const amounts = lineAmounts(l);
          expect(amounts.netCents).toBe(lineGrossCents(l));
          expect(amounts.netCents + amounts.taxCents).toBe(amounts.totalCents);
        }
      }),
    );
  });

  it('prices with tax: total = Σ gross, and the tax is taken out of each line', () => {
    fc.assert(
      fc.property(fc.array(line(true), { minLength: 1, maxLength: 20 }), (lines) => {
        const totals = invoiceTotals(lines);
        expect(totals.totalCents).toBe(sum(lines.map(lineGrossCents)));
        expect(totals.taxCents).toBe(sum(lines.map((l) => lineAmounts(l).taxCents)));
        for (const l of lines) {
          const amounts = lineAmounts(l);
          expect(amounts.totalCents).toBe(lineGrossCents(l));
          expect(amounts.netCents + amounts.taxCents).toBe(amounts.totalCents);
          expect(amounts.netCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("each line's tax is within half a cent of the exact tax", () => {
    fc.assert(
      fc.property(fc.boolean().chain(line), (l) => {
        const gross = lineGrossCents(l);
        const rate = l.taxRateBasisPoints;
        // exact tax = gross × rate / denominator; compared in integers: |2·tax·d − 2·gross·rate| ≤ d
        const denominator = l.pricesIncludeTax ? 10_000 + rate : 10_000;
        const error = Math.abs(2 * lineAmounts(l).taxCents * denominator - 2 * gross * rate);
        expect(error).toBeLessThanOrEqual(denominator);
      }),
    );
  });

  it('an invoice is paid exactly when its balance is nothing or less', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          totalCents: cents,
          paidCents: cents,
          refundedCents: cents,
          creditedCents: cents,
        }),
        (s) => {
          const balance = invoiceBalance(s);
          expect(balance).toBe(s.totalCents - s.paidCents + s.refundedCents - s.creditedCents);
          expect(settledStatus(s) === 'paid').toBe(balance <= 0);
          if (balance > 0 && s.paidCents - s.refundedCents + s.creditedCents === 0) {
            expect(settledStatus(s)).toBe('issued');
          }
        },
      ),
    );
  });
});
