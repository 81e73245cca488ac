import type {
  BillingOverview,
  SubscriptionStatus,
  SubscriptionView,
  TransactionView,
} from '../../../domain/billing.js';
import { planOf } from '../../../domain/plans.js';
import { formatBillingDate } from './price-format';

export const statusBadges: Record<SubscriptionStatus, { label: string; color: string }> = {
  trialing: { label: 'Trial', color: 'blue' },
  active: { label: 'Active', color: 'green' },
  past_due: { label: 'Past due', color: 'orange' },
  canceled: { label: 'Cancelled', color: 'gray' },
};

/** When the next payment is taken: the trial's end while trialing, else the period's. */
export function nextBillingDate(subscription: SubscriptionView): string {
  return subscription.status === 'trialing' && subscription.trialEndsAt
    ? subscription.trialEndsAt
    : subscription.currentPeriodEnd;
}

/** Ending at the period's end (cancelling keeps access to the period end). */
export const isEnding = (subscription: SubscriptionView) =>
  subscription.cancelAtPeriodEnd || subscription.status === 'canceled';

/** The one line under the plan name: what happens next, and when. */
export function subscriptionDateLine(overview: BillingOverview): string {
  const { subscription } = overview;
  if (!subscription) return 'Free for life: there is nothing to pay.';
  const periodEnd = formatBillingDate(subscription.currentPeriodEnd);
  if (isEnding(subscription)) {
    return overview.hasAccess ? `Access until ${periodEnd}` : `Access ended on ${periodEnd}`;
  }
  switch (subscription.status) {
    case 'trialing':
      return `Trial ends on ${formatBillingDate(nextBillingDate(subscription))}`;
    case 'past_due':
      return `The payment due on ${periodEnd} did not go through. We will try again; contact support if it keeps failing.`;
    default:
      return `Renews on ${periodEnd}`;
  }
}

const transactionKinds: Record<TransactionView['kind'], (plan: string) => string> = {
  checkout: (plan) => `${plan} plan, sign-up`,
  renewal: (plan) => `${plan} plan, renewal`,
  plan_change: (plan) => `Change to the ${plan} plan`,
};

export function transactionDescription(transaction: TransactionView): string {
  const plan = transaction.planId ? planOf(transaction.planId).name : 'Subscription';
  return transactionKinds[transaction.kind](plan);
}

const BYTE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "5 GB", "1.5 TB", "320 KB": storage in the units people read. */
export function formatBytes(bytes: number): string {
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${BYTE_UNITS[unit]}`;
}

export const gigabytes = (storageGb: number) => storageGb * 1024 ** 3;
