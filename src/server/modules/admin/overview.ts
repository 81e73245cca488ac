import { and, count, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AdminOverview, MoneyView } from '../../../domain/admin.js';
import type { SubscriptionStatus } from '../../../domain/billing.js';
import { addOnOf, addOnIds, type AddOnId } from '../../../domain/plans.js';
import type { AppContext } from '../../context.js';
import { clinics, contactMessages, feedback, subscriptions, users } from '../../db/schema.js';
import { earlyAccessCapacity } from '../auth/early-access.js';
import { knownPrices } from './prices.js';
import { DAY_MS } from '../../../domain/clinic-time.js';

const WEEKS = 12;

/** Monday 00:00 UTC of the week `date` is in. */
function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Sums per currency, in the order currencies first appear. */
function addTo(totals: Map<string, number>, amount: MoneyView) {
  totals.set(amount.currency, (totals.get(amount.currency) ?? 0) + amount.amount);
}
const listOf = (totals: Map<string, number>): MoneyView[] =>
  [...totals].map(([currency, amount]) => ({ amount, currency }));

/** GET /admin/overview (MRR rules: see adminOverviewSchema). */
export async function adminOverview(ctx: AppContext): Promise<AdminOverview> {
  const { db, clock, config } = ctx;
  const now = clock.now();
  const firstWeek = new Date(weekStartOf(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);

  const [userCounts] = await db
    .select({
      total: count(),
      verified: sql<number>`count(${users.emailVerifiedAt})::int`,
      disabled: sql<number>`count(${users.disabledAt})::int`,
      platformAdmins: sql<number>`count(*) filter (where ${users.platformAdmin})::int`,
      members: sql<number>`count(*) filter (where ${users.earlyAccess} = 'member')::int`,
      waitlisted: sql<number>`count(*) filter (where ${users.earlyAccess} = 'waitlisted')::int`,
    })
    .from(users);
  const [clinicCount] = await db.select({ n: count() }).from(clinics);

  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const signups = await db
    .select({ week, n: count() })
    .from(users)
    .where(gte(users.createdAt, firstWeek))
    .groupBy(week);
  const signupsByWeek = new Map(signups.map((row) => [row.week, row.n]));
  const signupsPerWeek = Array.from({ length: WEEKS }, (_, index) => {
    const weekStart = isoDate(new Date(firstWeek.getTime() + index * 7 * DAY_MS));
    return { weekStart, count: signupsByWeek.get(weekStart) ?? 0 };
  });

  const perPlan = await db
    .select({ planId: subscriptions.planId, status: subscriptions.status, count: count() })
    .from(subscriptions)
    .groupBy(subscriptions.planId, subscriptions.status)
    .orderBy(subscriptions.planId, subscriptions.status);

  const { mrr, trialingMrr } = await recurringRevenue(ctx, now);

  const openOf = async (table: typeof feedback | typeof contactMessages) => {
    const [row] = await db.select({ n: count() }).from(table).where(ne(table.status, 'done'));
    return row?.n ?? 0;
  };

  return {
    users: {
      total: userCounts?.total ?? 0,
      verified: userCounts?.verified ?? 0,
      disabled: userCounts?.disabled ?? 0,
      platformAdmins: userCounts?.platformAdmins ?? 0,
    },
    clinics: clinicCount?.n ?? 0,
    signupsPerWeek,
    subscriptions: perPlan,
    mrr,
    trialingMrr,
    openFeedback: { feedback: await openOf(feedback), contact: await openOf(contactMessages) },
    earlyAccess: {
      members: userCounts?.members ?? 0,
      waitlisted: userCounts?.waitlisted ?? 0,
      capacity: await earlyAccessCapacity(db, config.EARLY_ACCESS_SPOTS),
    },
  };
}

const billed: SubscriptionStatus[] = ['active', 'past_due'];

async function recurringRevenue(ctx: AppContext, now: Date) {
  const rows = await ctx.db
    .select({
      status: subscriptions.status,
      priceId: subscriptions.priceId,
      interval: subscriptions.interval,
      addOns: subscriptions.addOns,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, [...billed, 'trialing']),
        // A cancelled subscription whose period is over brings nothing more in.
        sql`not (${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} <= ${now})`,
      ),
    );
  const prices = await knownPrices(ctx);
  const mrr = new Map<string, number>();
  const trialing = new Map<string, number>();
  for (const row of rows) {
    const totals = row.status === 'trialing' ? trialing : mrr;
    const price = prices.get(row.priceId);
    if (price) {
      const perMonth = row.interval === 'yearly' ? Math.floor(price.amount / 12) : price.amount;
      addTo(totals, { amount: perMonth, currency: price.currency });
    }
    for (const [id, quantity] of Object.entries(row.addOns)) {
      if (!(addOnIds as readonly string[]).includes(id)) continue;
      const addOn = addOnOf(id as AddOnId);
      if (addOn.billing !== 'monthly' || quantity <= 0) continue;
      addTo(totals, { amount: addOn.price.amountMinor * quantity, currency: addOn.price.currency });
    }
  }
  return { mrr: listOf(mrr), trialingMrr: listOf(trialing) };
}
