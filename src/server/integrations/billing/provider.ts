import type { BillingInterval, BillingProviderId, Product } from '../../../domain/billing.js';

/** A payment as the provider reports it; the server decides from this, never from the browser. */
export interface ProviderTransaction {
  id: string;
  status: 'completed' | 'pending' | 'declined' | 'canceled';
  priceId: string;
  customerEmail: string | null;
  /** The provider's subscription created by this payment, when there is one (yet). */
  subscriptionId: string | null;
  amountMinor: number;
  currency: string;
  occurredAt: Date;
}

/** A subscription as the provider reports it, in our vocabulary. */
export interface ProviderSubscriptionState {
  subscriptionId: string;
  /** The checkout payment that created the subscription, when the provider says. */
  transactionId: string | null;
  priceId: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A verified webhook about a subscription: its state at `occurredAt`. */
export interface ProviderSubscriptionEvent extends ProviderSubscriptionState {
  eventId: string;
  occurredAt: Date;
}

/** What the provider needs to know of a clinic's subscription to change it. */
export interface SubscriptionRef {
  providerSubscriptionId: string | null;
  priceId: string;
}

/**
 * Where products, prices and payments come from. `local` (default) works offline
 * with a test card; `paddle` is Paddle Billing. Chosen once at start-up by BILLING_PROVIDER.
 */
export interface BillingProvider {
  readonly id: BillingProviderId;
  readonly environment: 'production' | 'sandbox';
  /** The products the checkout offers, each with a monthly and a yearly price (or null). */
  listProducts(): Promise<Product[]>;
  /** The token the browser SDK needs (Paddle client-side token); local answers a marker. */
  clientToken(): Promise<string>;
  /** The provider's own record of a payment; null when it does not know the id. */
  getTransaction(transactionId: string): Promise<ProviderTransaction | null>;
  /** The provider's current record of a subscription; null when it does not know the id. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscriptionState | null>;
  /** Which plan and interval a price id belongs to; null for a price that is not ours. */
  planOfPrice(priceId: string): Promise<{ planId: string; interval: BillingInterval } | null>;
  /**
   * Moves the subscription to another price, billed from the next period (no proration).
   * Local: nothing to tell anyone, the service changes the row. Paddle: the API call; the
   * webhook that follows updates the row.
   */
  changePrice(subscription: SubscriptionRef, priceId: string): Promise<void>;
  /** Cancels at the end of the current period (access kept until then, no proration). */
  cancelAtPeriodEnd(subscription: SubscriptionRef): Promise<void>;
  /** Withdraws a pending cancel before the period ends: the subscription renews as before. */
  resumeSubscription(subscription: SubscriptionRef): Promise<void>;
}
