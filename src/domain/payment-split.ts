/**
 * Splitting an amount of money over parts in proportion to their weights (a payment allocated to
 * an invoice over the invoice's line totals), in whole minor units.
 */

/**
 * `amountCents` over `weights` by the largest-remainder method: each part gets the floor of its
 * exact share, and the cents left over go one each to the parts with the largest remainders
 * (the earlier part on a tie), so the parts always add up to the amount exactly. A negative
 * amount (a refund) is split as its opposite and negated. When every weight is zero the amount
 * is split evenly. No weights: no parts.
 */
export function splitByWeights(amountCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError('Split whole minor units.');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new RangeError('Weights are whole numbers, not negative.');
  if (weights.length === 0) return [];
  if (amountCents < 0) return splitByWeights(-amountCents, weights).map((part) => -part || 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = total === 0 ? weights.map(() => 1n) : weights.map(BigInt);
  const whole = shares.reduce((sum, share) => sum + share, 0n);
  // BigInt: amount × line total can pass 2^53 for large invoices.
  const exact = shares.map((share) => BigInt(amountCents) * share);
  const parts = exact.map((value) => value / whole);
  const remainders = exact.map((value, index) => ({ index, rest: value % whole }));
  let left = amountCents - Number(parts.reduce((sum, part) => sum + part, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index]! += 1n;
    left -= 1;
  }
  return parts.map(Number);
}
