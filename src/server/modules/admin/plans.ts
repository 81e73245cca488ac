import { count, eq } from 'drizzle-orm';
import type {
  AdminPlan,
  AdminPlans,
  AdminPlanUpdate,
  EarlyAccessView,
} from '../../../domain/admin.js';
import type { BillingInterval } from '../../../domain/billing.js';
import { billingPeriods } from '../../../domain/pricing.js';
import { addOns, planIds, plans, type PlanId } from '../../../domain/plans.js';
import { PRICE_CURRENCY } from '../../../domain/money.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { planPrices, users } from '../../db/schema.js';
import { HttpError, invalidField } from '../../http-errors.js';
import { settingKeys, writeSetting } from '../../platform-settings.js';
import { earlyAccessCapacity } from '../auth/early-access.js';
import { limitOverrides } from '../billing/plan-overrides.js';
import { auditAdmin, type AdminActor } from './actor.js';

const PRICES_AT_PADDLE = () =>
  new HttpError(
    409,
    'PRICES_AT_PADDLE',
    'Plans are managed in Paddle while Paddle is the billing provider: change prices there. Plan limits can be changed here only with the local provider.',
  );

/** The id the local provider gives a plan's price (`local_team_monthly`, as seeded). */
const localPriceId = (planId: PlanId, interval: BillingInterval) => `local_${planId}_${interval}`;

async function earlyAccessView(ctx: AppContext): Promise<EarlyAccessView> {
  const { db, config } = ctx;
  const capacity = await earlyAccessCapacity(db, config.EARLY_ACCESS_SPOTS);
  const counted = async (status: 'member' | 'waitlisted') => {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.earlyAccess, status));
    return row?.n ?? 0;
  };
  return {
    capacity,
    defaultCapacity: config.EARLY_ACCESS_SPOTS,
    overridden: capacity !== config.EARLY_ACCESS_SPOTS,
    members: await counted('member'),
    waitlisted: await counted('waitlisted'),
  };
}

/** Paddle's prices with the plan each sells (from its product's custom data), read-only. */
async function paddlePrices(ctx: AppContext) {
  if (ctx.billing.id !== 'paddle') return { paddlePrices: [], paddleError: null };
  try {
    const mapped = [];
    for (const product of await ctx.billing.listProducts()) {
      for (const interval of billingPeriods) {
        const price = product.prices[interval];
        if (!price) continue;
        const plan = await ctx.billing.planOfPrice(price.priceId);
        mapped.push({
          priceId: price.priceId,
          amount: price.amount,
          currency: price.currency,
          planId: plan?.planId ?? product.id,
          interval: plan?.interval ?? interval,
        });
      }
    }
    return { paddlePrices: mapped, paddleError: null };
  } catch {
    return { paddlePrices: [], paddleError: 'Paddle could not be reached. Try again shortly.' };
  }
}

/** GET /admin/plans. */
export async function adminPlans(ctx: AppContext): Promise<AdminPlans> {
  const { db } = ctx;
  const local = ctx.billing.id === 'local';
  const overrides = await limitOverrides(db);
  const priceRows = local ? await db.select().from(planPrices) : [];
  const priceOf = (planId: PlanId, interval: BillingInterval) => {
    const row = priceRows.find((price) => price.planId === planId && price.interval === interval);
    return row ? { priceId: row.id, amount: row.amountMinor, currency: row.currency } : null;
  };
  const planViews: AdminPlan[] = planIds.map((planId) => {
    const plan = plans[planId];
    const override = overrides.get(planId);
    return {
      id: planId,
      name: plan.name,
      sold: plan.offer !== null,
      limits: override ?? plan.limits,
      defaultLimits: plan.limits,
      limitsOverridden: override !== undefined,
      prices:
        local && plan.offer
          ? { monthly: priceOf(planId, 'monthly'), yearly: priceOf(planId, 'yearly') }
          : null,
    };
  });
  return {
    provider: ctx.billing.id,
    editable: local,
    plans: planViews,
    ...(await paddlePrices(ctx)),
    addOns: addOns.map((addOn) => ({
      id: addOn.id,
      name: addOn.name,
      price: { amount: addOn.price.amountMinor, currency: addOn.price.currency },
      billing: addOn.billing,
      minimumPlan: addOn.minimumPlan,
    })),
    earlyAccess: await earlyAccessView(ctx),
  };
}

/** One price per plan and interval (the table's unique key): changed in place, or added. */
async function upsertLocalPrice(
  db: Db,
  planId: PlanId,
  interval: BillingInterval,
  amountMinor: number,
) {
  await db
    .insert(planPrices)
    .values({
      id: localPriceId(planId, interval),
      planId,
      interval,
      amountMinor,
      currency: PRICE_CURRENCY,
    })
    .onConflictDoUpdate({
      target: [planPrices.planId, planPrices.interval],
      set: { amountMinor, active: true },
    });
}

/**
 * PUT /admin/plans/{planId}: limits (an override of the catalogue, enforced from the next
 * request) and, for a sold plan, the local prices. Local provider only: under Paddle the prices
 * live at Paddle.
 */
export async function updatePlan(
  ctx: AppContext,
  actor: AdminActor,
  planId: PlanId,
  input: AdminPlanUpdate,
): Promise<AdminPlan> {
  const { db, clock } = ctx;
  if (ctx.billing.id !== 'local') throw PRICES_AT_PADDLE();
  const plan = plans[planId];
  if (input.prices && !plan.offer)
    throw invalidField('prices', `${plan.name} is not sold, so it has no prices.`);
  await db.transaction(async (tx) => {
    await writeSetting(tx, clock, settingKeys.planLimits(planId), input.limits, actor.userId);
    if (input.prices) {
      await upsertLocalPrice(tx, planId, 'monthly', input.prices.monthly);
      await upsertLocalPrice(tx, planId, 'yearly', input.prices.yearly);
    }
    await auditAdmin(tx, actor, {
      action: 'admin.plan_updated',
      entityType: 'plan',
      meta: { planId, limits: input.limits, ...(input.prices && { prices: input.prices }) },
    });
  });
  const updated = (await adminPlans(ctx)).plans.find((view) => view.id === planId);
  return updated!;
}

/** PUT /admin/early-access: the capacity registrations are admitted against. */
export async function updateEarlyAccessCapacity(
  ctx: AppContext,
  actor: AdminActor,
  capacity: number,
): Promise<EarlyAccessView> {
  const { db, clock } = ctx;
  const before = await earlyAccessCapacity(db, ctx.config.EARLY_ACCESS_SPOTS);
  await db.transaction(async (tx) => {
    await writeSetting(tx, clock, settingKeys.earlyAccessCapacity, capacity, actor.userId);
    await auditAdmin(tx, actor, {
      action: 'admin.early_access_capacity_updated',
      entityType: 'platform_setting',
      meta: { from: before, to: capacity },
    });
  });
  return earlyAccessView(ctx);
}
