import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { billingTransactions, clinics, subscriptions } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import type { SubscriptionRef } from '../../integrations/billing/provider.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { lockClinic } from '../team/seats.js';
import { assertUsageFitsPlan } from './plan-limits.js';
import { effectivePlan } from './plan-overrides.js';
import { askProvider } from './provider-calls.js';
import { newLocalTransactionId, settleSubscription, type Subscription } from './subscriptions.js';
import { clinicUsage } from './usage.js';

/**
 * The owner's changes on Plan & Billing: another plan, cancel at period
 * end, resume. Local subscriptions change here at once; Paddle ones are asked of Paddle, whose
 * webhook then updates the row (a cancel or resume is also written at once, as Paddle will say).
 */
const NO_SUBSCRIPTION = () =>
  new HttpError(
    409,
    'NO_SUBSCRIPTION',
    'Your clinic is on Early Access, which is free and has no subscription to change.',
  );

const SUBSCRIPTION_CANCELED = () =>
  new HttpError(
    409,
    'SUBSCRIPTION_CANCELED',
    'This subscription has ended. Contact support to start a new one.',
  );

const UNKNOWN_PRICE = () =>
  new HttpError(400, 'UNKNOWN_PRICE', 'This plan is not available. Choose one from the list.', {
    priceId: 'This plan is not available. Choose one from the list.',
  });

const refOf = (subscription: Subscription): SubscriptionRef => ({
  providerSubscriptionId: subscription.providerSubscriptionId,
  priceId: subscription.priceId,
});

async function changeableSubscription(ctx: AppContext, clinicId: string, now: Date) {
  const subscription = await settleSubscription(ctx.db, clinicId, now);
  if (!subscription) throw NO_SUBSCRIPTION();
  if (subscription.status === 'canceled') throw SUBSCRIPTION_CANCELED();
  return subscription;
}

/** A price checkout offers now, with its plan and interval. */
async function offeredPrice(ctx: AppContext, priceId: string) {
  const products = await askProvider('Failed to load products', () => ctx.billing.listProducts());
  const price = products
    .flatMap((product) => [product.prices.monthly, product.prices.yearly])
    .find((offered) => offered?.priceId === priceId);
  const plan =
    price &&
    (await askProvider('Failed to look up a price', () => ctx.billing.planOfPrice(priceId)));
  if (!price || !plan) throw UNKNOWN_PRICE();
  return { ...plan, currency: price.currency };
}

/**
 * Another plan or interval, without proration: local at once (the new price is charged from the
 * next renewal), Paddle through its API. Refused while the clinic uses more than the plan allows.
 */
export async function changePlan(ctx: AppContext, actor: ClinicActor, priceId: string) {
  const now = ctx.clock.now();
  const current = await changeableSubscription(ctx, actor.clinicId, now);
  if (current.priceId === priceId) return;
  const target = await offeredPrice(ctx, priceId);
  const audit = (db: Db) =>
    auditAs(db, actor, {
      action: 'billing.plan_changed',
      entityType: 'subscription',
      entityId: current.id,
      meta: {
        fromPlanId: current.planId,
        toPlanId: target.planId,
        fromPriceId: current.priceId,
        toPriceId: priceId,
      },
    });

  if (current.provider !== 'local') {
    assertUsageFitsPlan(
      await effectivePlan(ctx.db, target.planId),
      await clinicUsage(ctx.db, actor.clinicId, now),
    );
    await askProvider('Failed to change plan', () =>
      ctx.billing.changePrice(refOf(current), priceId),
    );
    await audit(ctx.db);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    // The team's changes wait, so no one takes a seat the smaller plan does not have meanwhile.
    await lockClinic(tx, actor.clinicId);
    assertUsageFitsPlan(
      await effectivePlan(tx, target.planId),
      await clinicUsage(tx, actor.clinicId, now),
    );
    await tx
      .update(subscriptions)
      .set({ planId: target.planId, priceId, interval: target.interval, updatedAt: now })
      .where(and(eq(subscriptions.id, current.id), eq(subscriptions.clinicId, actor.clinicId)));
    await tx.update(clinics).set({ planId: target.planId }).where(eq(clinics.id, actor.clinicId));
    await tx.insert(billingTransactions).values({
      id: newLocalTransactionId(),
      provider: 'local',
      status: 'completed',
      priceId,
      amountMinor: 0,
      currency: target.currency,
      kind: 'plan_change',
      clinicId: actor.clinicId,
      claimedAt: now,
      occurredAt: now,
    });
    await audit(tx);
  });
}

/** Cancels at the end of the current period; access stays until then. Cancelling twice is one. */
export async function cancelSubscription(ctx: AppContext, actor: ClinicActor) {
  const now = ctx.clock.now();
  const current = await changeableSubscription(ctx, actor.clinicId, now);
  if (current.cancelAtPeriodEnd) return;
  if (current.provider !== 'local') {
    await askProvider('Failed to cancel the subscription', () =>
      ctx.billing.cancelAtPeriodEnd(refOf(current)),
    );
  }
  await setCancelAtPeriodEnd(ctx, actor, current, true, now);
}

/** Withdraws a pending cancel while the period lasts; nothing pending is nothing to do. */
export async function resumeSubscription(ctx: AppContext, actor: ClinicActor) {
  const now = ctx.clock.now();
  const current = await changeableSubscription(ctx, actor.clinicId, now);
  if (!current.cancelAtPeriodEnd) return;
  if (current.provider !== 'local') {
    await askProvider('Failed to resume the subscription', () =>
      ctx.billing.resumeSubscription(refOf(current)),
    );
  }
  await setCancelAtPeriodEnd(ctx, actor, current, false, now);
}

async function setCancelAtPeriodEnd(
  ctx: AppContext,
  actor: ClinicActor,
  subscription: Subscription,
  cancel: boolean,
  now: Date,
) {
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.clinicId, actor.clinicId),
          eq(subscriptions.cancelAtPeriodEnd, !cancel),
        ),
      )
      .returning({ id: subscriptions.id });
    // A concurrent request made the same change first: one audit entry for it.
    if (!changed) return;
    await auditAs(tx, actor, {
      action: cancel ? 'billing.subscription_canceled' : 'billing.subscription_resumed',
      entityType: 'subscription',
      entityId: subscription.id,
      meta: {
        planId: subscription.planId,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      },
    });
  });
}
