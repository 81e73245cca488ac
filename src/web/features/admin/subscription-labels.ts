import type { SubscriptionStatus } from '../../../domain/billing.js';

export const subscriptionStatusLabel: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Cancelled',
};
