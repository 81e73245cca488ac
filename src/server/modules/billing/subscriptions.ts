import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  BillingInterval,
  BillingProviderId,
  SubscriptionView,
} from '../../../domain/billing.js';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import type { Db } from '../../db/client.js';
import { billingTransactions, planPrices, subscriptions } from '../../db/schema.js';
import type { ProviderSubscriptionState } from '../../integrations/billing/provider.js';
import { SUBSCRIPTION_ENDED } from './plan-limits.js';
import { DAY_MS } from '../../../domain/clinic-time.js';

/**
 * A clinic's subscription: trialing with the 14-day trial, active, past_due, or canceled
 * with access kept to the period end, no proration. Paddle's change through
 * webhooks; local ones move on here, lazily, whenever they are read with the app's clock.
 */
export type Subscription = typeof subscriptions.$inferSelect;

/** The id of a payment the local provider records: `local_txn_` and 96 random bits. */
export const newLocalTransactionId = () => `local_txn_${randomBytes(12).toString('hex')}`;

/** The end of a billing period from `start`; the 31st of a 30-day month is its 30th. */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const months = interval === 'monthly' ? 1 : 12;
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

export interface NewSubscription {
  clinicId: string;
  provider: BillingProviderId;
  planId: string;
  priceId: string;
  interval: BillingInterval;
  /** Paddle: its record of the subscription the payment created, when it named one. */
  providerState: ProviderSubscriptionState | null;
  /** Paddle: the subscription the payment named (null: the webhook links it later). */
  providerSubscriptionId: string | null;
}

/**
 * The subscription of a paid sign-up. Without the provider's record it starts as the local one
 * does: trialing for FREE_TRIAL_DAYS, the trial being its first period.
 */
export async function createSubscription(db: Db, input: NewSubscription, now: Date) {
  const trialEnd = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  const state = input.providerState;
  const [created] = await db
    .insert(subscriptions)
    .values({
      clinicId: input.clinicId,
      provider: input.provider,
      providerSubscriptionId: state?.subscriptionId ?? input.providerSubscriptionId,
      planId: input.planId,
      priceId: input.priceId,
      interval: input.interval,
      status: state?.status ?? 'trialing',
      trialEndsAt: state ? state.trialEndsAt : trialEnd,
      currentPeriodStart: state?.currentPeriodStart ?? now,
      currentPeriodEnd: state?.currentPeriodEnd ?? trialEnd,
      cancelAtPeriodEnd: state?.cancelAtPeriodEnd ?? false,
      // Paddle's events that occurred before `now` are older than what we just read from it; while
      // we wait for Paddle to name the subscription, its first event must not be skipped.
      lastEventAt: input.provider === 'paddle' && !state ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!;
}

const isDue = (subscription: Subscription, now: Date) =>
  subscription.provider === 'local' &&
  subscription.status !== 'canceled' &&
  subscription.currentPeriodEnd <= now;

/**
 * The clinic's subscription as of `now` (null: none, e.g. Early Access). A local one whose
 * period has ended renews (a completed renewal payment at the price's amount per period
 * passed), or, cancelled, ends. The row is locked while it moves, so two readers renew once.
 */
export async function settleSubscription(
  db: Db,
  clinicId: string,
  now: Date,
): Promise<Subscription | null> {
  const [current] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.clinicId, clinicId));
  if (!current || !isDue(current, now)) return current ?? null;

  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.clinicId, clinicId))
      .for('update');
    if (!subscription || !isDue(subscription, now)) return subscription ?? null;

    if (subscription.cancelAtPeriodEnd) {
      const [ended] = await tx
        .update(subscriptions)
        .set({ status: 'canceled', updatedAt: now })
        .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.clinicId, clinicId)))
        .returning();
      return ended!;
    }

    const [price] = await tx
      .select()
      .from(planPrices)
      .where(eq(planPrices.id, subscription.priceId));
    if (!price) throw new Error(`The local price ${subscription.priceId} is missing`);
    let start = subscription.currentPeriodStart;
    let end = subscription.currentPeriodEnd;
    while (end <= now) {
      await tx.insert(billingTransactions).values({
        id: newLocalTransactionId(),
        provider: 'local',
        status: 'completed',
        priceId: price.id,
        amountMinor: price.amountMinor,
        currency: price.currency,
        kind: 'renewal',
        clinicId,
        // Paid by the clinic that holds the subscription: never a payment to sign up with.
        claimedAt: end,
        occurredAt: end,
      });
      start = end;
      end = periodEnd(start, subscription.interval);
    }
    const [renewed] = await tx
      .update(subscriptions)
      .set({ status: 'active', currentPeriodStart: start, currentPeriodEnd: end, updatedAt: now })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.clinicId, clinicId)))
      .returning();
    return renewed!;
  });
}

/** False once a cancelled subscription's period has ended; clinics without one keep access. */
export const hasAccess = (subscription: Subscription | null, now: Date) =>
  !subscription || subscription.status !== 'canceled' || subscription.currentPeriodEnd > now;

/** For every area that creates something: refuses once the clinic's subscription has ended. */
export async function assertClinicHasAccess(db: Db, clinicId: string, now: Date): Promise<void> {
  if (!hasAccess(await settleSubscription(db, clinicId, now), now)) throw SUBSCRIPTION_ENDED();
}

export const subscriptionView = (subscription: Subscription): SubscriptionView => ({
  provider: subscription.provider,
  planId: subscription.planId,
  priceId: subscription.priceId,
  interval: subscription.interval,
  status: subscription.status,
  trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
  currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  addOns: subscription.addOns,
});
