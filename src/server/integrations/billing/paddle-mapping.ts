import type {
  ScheduledChangeAction,
  SubscriptionStatus as PaddleSubscriptionStatus,
  TransactionStatus as PaddleTransactionStatus,
} from '@paddle/paddle-node-sdk';
import type { BillingInterval, Product, ProductPrice } from '../../../domain/billing.js';
import { marketingPlanIds, type MarketingPlanId } from '../../../domain/plans.js';
import type { ProviderSubscriptionState, ProviderTransaction } from './provider.js';

/**
 * Paddle's entities in our vocabulary. The shapes below are the parts we read of the SDK's
 * classes; the API's entities (`Subscription`, `Transaction`) and the webhooks' notification
 * entities share them, so one mapping serves both.
 */

interface PaddlePriceShape {
  id: string;
  status?: string | null;
  type?: string | null;
  billingCycle: { interval: string; frequency: number } | null;
  unitPrice: { amount: string; currencyCode: string };
}

interface PaddleProductShape {
  id: string;
  name: string;
  description: string | null;
  customData: unknown;
  prices: readonly PaddlePriceShape[] | null;
}

export interface PaddleSubscriptionShape {
  id: string;
  status: PaddleSubscriptionStatus;
  nextBilledAt: string | null;
  currentBillingPeriod: { startsAt: string; endsAt: string } | null;
  scheduledChange: { action: ScheduledChangeAction } | null;
  items: ReadonlyArray<{
    recurring: boolean;
    price: { id: string } | null;
    trialDates: { endsAt: string } | null;
  }>;
}

export interface PaddleTransactionShape {
  id: string;
  status: PaddleTransactionStatus;
  subscriptionId: string | null;
  currencyCode: string;
  billedAt: string | null;
  updatedAt: string;
  items: ReadonlyArray<{ price: { id: string } | null }>;
  details: { totals: { grandTotal: string } | null } | null;
  customer?: { email: string } | null;
}

/** A price of ours: the plan and interval it sells. */
export interface PricePlan {
  planId: MarketingPlanId;
  interval: BillingInterval;
}

/** Paddle amounts are strings of minor units; these currencies have none after the point. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW']);

const decimalsOf = (currency: string) => (ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2);

function minorUnits(amount: string | undefined): number | null {
  if (!amount || !/^\d+$/.test(amount)) return null;
  const value = Number(amount);
  return Number.isSafeInteger(value) ? value : null;
}

/** Monthly and yearly only: other cycles (weekly, every 3 months) are not offered by Motio. */
function intervalOf(cycle: PaddlePriceShape['billingCycle']): BillingInterval | null {
  if (cycle?.frequency !== 1) return null;
  if (cycle.interval === 'month') return 'monthly';
  if (cycle.interval === 'year') return 'yearly';
  return null;
}

/** The Motio plan a product sells, from its custom data `{"plan": "team"}`. */
function planOfProduct(product: PaddleProductShape): MarketingPlanId | null {
  const plan = (product.customData as { plan?: unknown } | null)?.plan;
  return marketingPlanIds.find((id) => id === plan) ?? null;
}

export interface CatalogProduct {
  product: Product;
  planId: MarketingPlanId;
  /** Every recurring price of the product, archived ones too: old subscriptions keep them. */
  pricePlans: Map<string, PricePlan>;
}

/** A product as the checkout offers it; null for a product that names no Motio plan. */
export function catalogProductOf(product: PaddleProductShape): CatalogProduct | null {
  const planId = planOfProduct(product);
  if (!planId) return null;
  const offered: Record<BillingInterval, ProductPrice | null> = { monthly: null, yearly: null };
  const pricePlans = new Map<string, PricePlan>();
  for (const price of product.prices ?? []) {
    const interval = intervalOf(price.billingCycle);
    if (!interval) continue;
    pricePlans.set(price.id, { planId, interval });
    const amount = minorUnits(price.unitPrice.amount);
    const sellable = price.status === 'active' && price.type !== 'custom' && amount !== null;
    if (!sellable || offered[interval]) continue;
    const currency = price.unitPrice.currencyCode;
    offered[interval] = { priceId: price.id, amount, currency, decimals: decimalsOf(currency) };
  }
  return {
    product: {
      id: product.id,
      planId,
      name: product.name,
      description: product.description ?? '',
      prices: offered,
    },
    planId,
    pricePlans,
  };
}

/**
 * Paid means the money was captured: `completed`, or `paid`, which Paddle sets first while it
 * finishes its own processing (the subscription id may still be missing then). `billed` is an
 * issued invoice, not a payment; `past_due` is a failed collection.
 */
const transactionStatuses: Record<PaddleTransactionStatus, ProviderTransaction['status']> = {
  completed: 'completed',
  paid: 'completed',
  draft: 'pending',
  ready: 'pending',
  billed: 'pending',
  past_due: 'declined',
  canceled: 'canceled',
};

export function transactionOf(transaction: PaddleTransactionShape): ProviderTransaction {
  return {
    id: transaction.id,
    status: transactionStatuses[transaction.status] ?? 'pending',
    priceId: transaction.items[0]?.price?.id ?? '',
    customerEmail: transaction.customer?.email ?? null,
    subscriptionId: transaction.subscriptionId,
    amountMinor: minorUnits(transaction.details?.totals?.grandTotal) ?? 0,
    currency: transaction.currencyCode,
    occurredAt: new Date(transaction.billedAt ?? transaction.updatedAt),
  };
}

/**
 * Paused has no counterpart here: billing has stopped without a cancellation, so it is treated
 * like a payment problem (past due), which keeps the clinic's data and asks the owner to act.
 */
const subscriptionStatuses: Record<PaddleSubscriptionStatus, ProviderSubscriptionState['status']> =
  {
    trialing: 'trialing',
    active: 'active',
    past_due: 'past_due',
    paused: 'past_due',
    canceled: 'canceled',
  };

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Null when the subscription has no recurring price (nothing Motio could have sold). */
export function subscriptionStateOf(
  subscription: PaddleSubscriptionShape,
  transactionId: string | null = null,
): ProviderSubscriptionState | null {
  const item = subscription.items.find((entry) => entry.recurring && entry.price) ?? null;
  if (!item?.price) return null;
  const status = subscriptionStatuses[subscription.status];
  const trialEndsAt =
    item.trialDates?.endsAt ?? (status === 'trialing' ? subscription.nextBilledAt : null);
  return {
    subscriptionId: subscription.id,
    transactionId,
    priceId: item.price.id,
    status,
    trialEndsAt: dateOrNull(trialEndsAt),
    currentPeriodStart: dateOrNull(subscription.currentBillingPeriod?.startsAt),
    currentPeriodEnd: dateOrNull(subscription.currentBillingPeriod?.endsAt),
    cancelAtPeriodEnd: subscription.scheduledChange?.action === 'cancel',
  };
}
