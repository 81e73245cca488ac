import { and, eq } from 'drizzle-orm';
import type { Product, ProductPrice } from '../../../domain/billing.js';
import { minorUnitDigits } from '../../../domain/money.js';
import { marketingPlans } from '../../../domain/plans.js';
import type { Db } from '../../db/client.js';
import { billingTransactions, planPrices } from '../../db/schema.js';
import type { BillingProvider } from './provider.js';

/** What the browser SDK would need; the local overlay needs nothing, so a marker says which. */
export const LOCAL_CLIENT_TOKEN = 'local';

/**
 * The default provider: prices from `plan_prices`, payments taken by the local
 * checkout route with test cards and recorded in `billing_transactions`. No network. Local
 * subscriptions exist only in our own table, so the subscription calls have nothing to tell.
 */
export function createLocalProvider(db: Db): BillingProvider {
  return {
    id: 'local',
    environment: 'sandbox',

    async listProducts() {
      const rows = await db.select().from(planPrices).where(eq(planPrices.active, true));
      const priceOf = (planId: string, interval: string): ProductPrice | null => {
        const row = rows.find((price) => price.planId === planId && price.interval === interval);
        if (!row) return null;
        return {
          priceId: row.id,
          amount: row.amountMinor,
          currency: row.currency,
          decimals: minorUnitDigits(row.currency),
        };
      };
      return marketingPlans
        .map((plan): Product => ({
          id: plan.id,
          planId: plan.id,
          name: plan.name,
          description: plan.offer.summary,
          prices: { monthly: priceOf(plan.id, 'monthly'), yearly: priceOf(plan.id, 'yearly') },
        }))
        .filter((product) => product.prices.monthly || product.prices.yearly);
    },

    async clientToken() {
      return LOCAL_CLIENT_TOKEN;
    },

    async getTransaction(transactionId) {
      const [row] = await db
        .select()
        .from(billingTransactions)
        .where(
          and(eq(billingTransactions.id, transactionId), eq(billingTransactions.provider, 'local')),
        );
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        priceId: row.priceId,
        customerEmail: row.customerEmail,
        subscriptionId: row.providerSubscriptionId,
        amountMinor: row.amountMinor,
        currency: row.currency,
        occurredAt: row.occurredAt,
      };
    },

    async getSubscription() {
      return null;
    },

    async planOfPrice(priceId) {
      // Inactive prices still name their plan: payments made before a price was retired keep it.
      const [row] = await db
        .select({ planId: planPrices.planId, interval: planPrices.interval })
        .from(planPrices)
        .where(eq(planPrices.id, priceId));
      return row ?? null;
    },

    async changePrice() {},
    async cancelAtPeriodEnd() {},
    async resumeSubscription() {},
  };
}
