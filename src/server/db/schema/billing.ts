import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { billingProviderIds, subscriptionStatuses } from '../../../domain/billing.js';
import { billingPeriods } from '../../../domain/pricing.js';
import { clinicScoped } from './clinic-scoped.js';
import { clinics } from './clinics.js';
import { at, createdAt, id } from './columns.js';

export const billingProvider = pgEnum('billing_provider', billingProviderIds);
export const billingInterval = pgEnum('billing_interval', billingPeriods);

/**
 * The local provider's price list: one row per plan and interval, seeded
 * from the plan catalogue (domain/plans.ts) and editable by the operator later. Paddle's prices
 * live at Paddle; its products name their plan in custom data instead.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    /** The price id the browser sends (`local_team_monthly`). */
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    interval: billingInterval('interval').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('plan_prices_plan_interval_key').on(table.planId, table.interval)],
);

export const billingTransactionStatus = pgEnum('billing_transaction_status', [
  'completed',
  'declined',
]);

/**
 * Payments as the server saw them: local checkout and renewal payments when they happen, and
 * Paddle's when a registration or webhook looks them up. A completed payment creates at most one
 * account: registration claims it by setting `claimed_at` once.
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    /** The provider's transaction id (`txn_…` at Paddle, `local_txn_…` locally). */
    id: text('id').primaryKey(),
    provider: billingProvider('provider').notNull(),
    status: billingTransactionStatus('status').notNull(),
    priceId: text('price_id').notNull(),
    /** The paying customer's address; personal data, never logged. */
    customerEmail: text('customer_email'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Local provider only: the last four digits of the test card, nothing else of it. */
    cardLast4: text('card_last4'),
    /** 'checkout' (the first payment) or 'renewal'. */
    kind: text('kind').notNull().default('checkout'),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    providerSubscriptionId: text('provider_subscription_id'),
    claimedAt: at('claimed_at'),
    occurredAt: at('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('billing_transactions_clinic_idx').on(table.clinicId, table.occurredAt)],
);

export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses);

/** One subscription per clinic; `clinics.plan_id` mirrors its plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    clinicId: clinicScoped(),
    provider: billingProvider('provider').notNull(),
    /** Paddle's `sub_…`; null for local subscriptions. */
    providerSubscriptionId: text('provider_subscription_id'),
    planId: text('plan_id').notNull(),
    priceId: text('price_id').notNull(),
    interval: billingInterval('interval').notNull(),
    status: subscriptionStatus('status').notNull(),
    trialEndsAt: at('trial_ends_at'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    /** Cancelled by the owner: access stays until the period ends, then it stops (no proration). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    /** Add-on ids of the catalogue with their quantity. */
    addOns: jsonb('add_ons').$type<Record<string, number>>().notNull().default({}),
    /** Occurrence time of the newest provider event applied: older events are not applied. */
    lastEventAt: at('last_event_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_clinic_key').on(table.clinicId),
    uniqueIndex('subscriptions_provider_subscription_key').on(table.providerSubscriptionId),
  ],
);

/**
 * Every verified provider webhook, once (the event id is the key, so a replay is a no-op).
 * Kept to apply events that arrive before the account they belong to exists.
 */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    provider: billingProvider('provider').notNull(),
    eventType: text('event_type').notNull(),
    occurredAt: at('occurred_at').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerTransactionId: text('provider_transaction_id'),
    payload: jsonb('payload').notNull(),
    processedAt: at('processed_at'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [
    index('billing_webhook_events_subscription_idx').on(table.providerSubscriptionId),
    index('billing_webhook_events_transaction_idx').on(table.providerTransactionId),
  ],
);
