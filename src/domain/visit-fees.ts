import type { VisitFeeKind } from './clinic-settings.js';
import { divideHalfUp } from './invoice-math.js';

export interface VisitFeePolicy {
  kind: VisitFeeKind;
  /** Minor units for 'amount', basis points for 'percent'. */
  value: number;
}

/** The fee for a visit booked at `visitPriceCents`: the fixed amount, or its share, half-up. */
export function visitFeeCents(policy: VisitFeePolicy, visitPriceCents: number): number {
  if (policy.kind === 'amount') return policy.value;
  if (policy.kind === 'percent') return divideHalfUp(visitPriceCents * policy.value, 10_000);
  return 0;
}

/** Cancelled less than `windowHours` before the visit starts (or after it started). */
export const isLateCancellation = (startsAt: Date, now: Date, windowHours: number) =>
  startsAt.getTime() - now.getTime() < windowHours * 3_600_000;
