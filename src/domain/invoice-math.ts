/**
 * Invoice arithmetic in integer minor units. One rounding rule: tax is rounded half-up once per
 * line (docs/decisions/024-invoice-rounding.md), and an invoice's figures are sums of its lines.
 */

export interface LineInput {
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxRateBasisPoints: number;
  /** The price already contains the tax (so the tax is taken out of it, not added). */
  pricesIncludeTax: boolean;
}

export interface LineAmounts {
  netCents: number;
  taxCents: number;
  totalCents: number;
}

/** `numerator / denominator` rounded half-up, for a non-negative numerator. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0) return -divideHalfUp(-numerator, denominator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Quantity × price less the discount: what the line charges before tax is added or taken out. */
export function lineGrossCents(
  line: Pick<LineInput, 'quantity' | 'unitPriceCents' | 'discountCents'>,
) {
  return line.quantity * line.unitPriceCents - line.discountCents;
}

export function lineAmounts(line: LineInput): LineAmounts {
  const gross = lineGrossCents(line);
  const rate = line.taxRateBasisPoints;
  if (line.pricesIncludeTax) {
    const taxCents = divideHalfUp(gross * rate, 10_000 + rate);
    return { netCents: gross - taxCents, taxCents, totalCents: gross };
  }
  const taxCents = divideHalfUp(gross * rate, 10_000);
  return { netCents: gross, taxCents, totalCents: gross + taxCents };
}

export interface InvoiceTotals {
  /** Σ quantity × unit price. */
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export function invoiceTotals(lines: readonly LineInput[]): InvoiceTotals {
  const totals = { subtotalCents: 0, discountCents: 0, taxCents: 0, totalCents: 0 };
  for (const line of lines) {
    const amounts = lineAmounts(line);
    totals.subtotalCents += line.quantity * line.unitPriceCents;
    totals.discountCents += line.discountCents;
    totals.taxCents += amounts.taxCents;
    totals.totalCents += amounts.totalCents;
  }
  return totals;
}

export interface Settlement {
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  creditedCents: number;
}

/** What is still owed: total − payments + refunds − credit notes. */
export const invoiceBalance = (s: Settlement) =>
  s.totalCents - s.paidCents + s.refundedCents - s.creditedCents;

/** An issued invoice's status from what was paid and credited against it. */
export function settledStatus(s: Settlement): 'issued' | 'partly_paid' | 'paid' {
  const balance = invoiceBalance(s);
  if (balance <= 0) return 'paid';
  return s.paidCents - s.refundedCents + s.creditedCents > 0 ? 'partly_paid' : 'issued';
}
