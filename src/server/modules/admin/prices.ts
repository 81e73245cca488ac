import type { MoneyView } from '../../../domain/admin.js';
import type { AppContext } from '../../context.js';
import { planPrices } from '../../db/schema.js';

/**
 * Every price id we can put an amount on: the local price list (inactive prices included, old
 * subscriptions keep them) and, under Paddle, Paddle's current prices. A Paddle failure leaves
 * its prices out rather than failing the overview.
 */
export async function knownPrices(ctx: AppContext): Promise<Map<string, MoneyView>> {
  const rows = await ctx.db.select().from(planPrices);
  const prices = new Map<string, MoneyView>(
    rows.map((row) => [row.id, { amount: row.amountMinor, currency: row.currency }]),
  );
  if (ctx.billing.id === 'paddle') {
    const products = await ctx.billing.listProducts().catch(() => []);
    for (const product of products) {
      for (const price of [product.prices.monthly, product.prices.yearly]) {
        if (price) prices.set(price.priceId, { amount: price.amount, currency: price.currency });
      }
    }
  }
  return prices;
}
