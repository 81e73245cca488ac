import { and, eq, isNull } from 'drizzle-orm';
import type { BillingInterval } from '../../../domain/billing.js';
import type { Db } from '../../db/client.js';
import { billingTransactions, clinics, subscriptions } from '../../db/schema.js';
import type { ProviderSubscriptionEvent } from '../../integrations/billing/provider.js';

export type SubscriptionEventOutcome = 'applied' | 'stale' | 'unknown_subscription';

export interface SubscriptionEventContext {
  /** The plan of the event's price (the provider's planOfPrice); null keeps the current plan. */
  plan: { planId: string; interval: BillingInterval } | null;
  now: Date;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The clinic subscription an event is about: by the provider's subscription id, or, for the
 * event that announces a new subscription, through the checkout payment that created it
 * (registration recorded that payment with its clinic before Paddle named the subscription).
 */
async function findSubscription(
  tx: Db,
  event: ProviderSubscriptionEvent,
): Promise<SubscriptionRow | null> {
  const [known] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, event.subscriptionId))
    .for('update');
  if (known) return known;
  if (!event.transactionId) return null;
  const [unlinked] = await tx
    .select({ subscription: subscriptions })
    .from(billingTransactions)
    .innerJoin(subscriptions, eq(subscriptions.clinicId, billingTransactions.clinicId))
    .where(
      and(
        eq(billingTransactions.id, event.transactionId),
        eq(subscriptions.provider, 'paddle'),
        isNull(subscriptions.providerSubscriptionId),
      ),
    )
    .for('update', { of: subscriptions });
  if (!unlinked) return null;
  await tx
    .update(subscriptions)
    .set({ providerSubscriptionId: event.subscriptionId })
    .where(
      and(
        eq(subscriptions.id, unlinked.subscription.id),
        eq(subscriptions.clinicId, unlinked.subscription.clinicId),
      ),
    );
  await tx
    .update(billingTransactions)
    .set({ providerSubscriptionId: event.subscriptionId })
    .where(
      and(
        eq(billingTransactions.id, event.transactionId),
        isNull(billingTransactions.providerSubscriptionId),
      ),
    );
  return { ...unlinked.subscription, providerSubscriptionId: event.subscriptionId };
}

/**
 * Applies a verified provider event to the clinic's subscription, unless a newer event was
 * applied already (providers do not promise delivery order). Periods the event leaves out
 * (Paddle has none for cancelled or paused subscriptions) keep their last known value, so a
 * cancelled subscription keeps access until the end of the period it was paid for.
 */
export async function applySubscriptionEvent(
  db: Db,
  event: ProviderSubscriptionEvent,
  { plan, now }: SubscriptionEventContext,
): Promise<SubscriptionEventOutcome> {
  return db.transaction(async (tx) => {
    const subscription = await findSubscription(tx, event);
    if (!subscription) return 'unknown_subscription';
    if (subscription.lastEventAt && event.occurredAt <= subscription.lastEventAt) return 'stale';

    const cancelled = event.status === 'canceled' || event.cancelAtPeriodEnd;
    await tx
      .update(subscriptions)
      .set({
        status: event.status,
        ...(plan && { priceId: event.priceId, planId: plan.planId, interval: plan.interval }),
        trialEndsAt: event.trialEndsAt,
        currentPeriodStart: event.currentPeriodStart ?? subscription.currentPeriodStart,
        currentPeriodEnd: event.currentPeriodEnd ?? subscription.currentPeriodEnd,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        canceledAt: cancelled ? (subscription.canceledAt ?? event.occurredAt) : null,
        lastEventAt: event.occurredAt,
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.clinicId, subscription.clinicId),
        ),
      );
    if (plan) {
      await tx
        .update(clinics)
        .set({ planId: plan.planId })
        .where(eq(clinics.id, subscription.clinicId));
    }
    return 'applied';
  });
}
