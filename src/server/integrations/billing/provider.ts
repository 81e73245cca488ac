import type { BillingInterval, BillingProviderId, Product } from '../../../domain/billing.js';

/** A payment as the provider reports it; the server decides from this, never from the browser. */
export interface ProviderTransaction {
  id: string;
  status: 'completed' | 'pending' | 'declined' | 'canceled';
  priceId: string;
  customerEmail: string | null;
  /** The provider's subscription created by this payment, when there is one. */
  subscriptionId: string | null;
  amountMinor: number;
  currency: string;
  occurredAt: Date;
}

/** A subscription change the provider announced (a verified webhook), in our vocabulary. */
export interface ProviderSubscriptionEvent {
  eventId: string;
  occurredAt: Date;
  subscriptionId: string;
  priceId: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Where products, prices and payments come from (DESIGN §1). `local` (default) works offline
 * with a test card; `paddle` is Paddle Billing. Chosen once at start-up by BILLING_PROVIDER.
 */
export interface BillingProvider {
  readonly id: BillingProviderId;
  readonly environment: 'production' | 'sandbox';
  listProducts(): Promise<Product[]>;
  /** The token the browser SDK needs (Paddle client-side token); local answers a marker. */
  clientToken(): Promise<string>;
  /** The provider's own record of a payment; null when it does not know the id. */
  getTransaction(transactionId: string): Promise<ProviderTransaction | null>;
  /** Which plan and interval a price id belongs to; null for a price that is not ours. */
  planOfPrice(priceId: string): { planId: string; interval: BillingInterval } | null;
}
