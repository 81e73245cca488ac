import { desc, eq } from 'drizzle-orm';
import type { BillingOverview, TransactionView } from '../../../domain/billing.js';
import { minorUnitDigits } from '../../../domain/money.js';
import type { AppContext } from '../../context.js';
import { billingTransactions, clinics } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { effectivePlan } from './plan-overrides.js';
import { hasAccess, settleSubscription, subscriptionView } from './subscriptions.js';
import { clinicUsage } from './usage.js';
import { SMS_ALLOWANCE_DAYS, smsSegmentsUsed } from '../messages/sms-usage.js';

/** Plan & Billing: the clinic's plan and its limits, subscription, usage and access. */
export async function billingOverview(ctx: AppContext, clinicId: string): Promise<BillingOverview> {
  const now = ctx.clock.now();
  const subscription = await settleSubscription(ctx.db, clinicId, now);
  const [clinic] = await ctx.db
    .select({ planId: clinics.planId })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  const plan = await effectivePlan(ctx.db, clinic.planId);
  return {
    plan: { id: plan.id, name: plan.name, limits: plan.limits },
    subscription: subscription && subscriptionView(subscription),
    usage: await clinicUsage(ctx.db, clinicId, now),
    textMessages: {
      segments: await smsSegmentsUsed(ctx.db, clinicId, now),
      limit: plan.smsSegmentsPerMonth,
      days: SMS_ALLOWANCE_DAYS,
    },
    hasAccess: hasAccess(subscription, now),
  };
}

/** The clinic's payments, newest first; renewals due by now are recorded before they are listed. */
export async function listTransactions(
  ctx: AppContext,
  clinicId: string,
): Promise<TransactionView[]> {
  await settleSubscription(ctx.db, clinicId, ctx.clock.now());
  const rows = await ctx.db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.clinicId, clinicId))
    .orderBy(desc(billingTransactions.occurredAt), desc(billingTransactions.createdAt));
  const planIds = new Map<string, string | null>();
  for (const priceId of new Set(rows.map((row) => row.priceId))) {
    // The list still shows when the provider cannot say which plan a price was.
    const plan = await ctx.billing.planOfPrice(priceId).catch(() => null);
    planIds.set(priceId, plan?.planId ?? null);
  }
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    kind: row.kind as TransactionView['kind'],
    status: row.status,
    planId: planIds.get(row.priceId) ?? null,
    amount: row.amountMinor,
    currency: row.currency,
    decimals: minorUnitDigits(row.currency),
    cardLast4: row.cardLast4,
  }));
}
