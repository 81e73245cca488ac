import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingPlans } from '../../../domain/plans.js';
import type { Database } from '../../db/client.js';
import { billingTransactions, planPrices } from '../../db/schema.js';
import { openTestDatabase } from '../../test/database.js';
import { createLocalProvider, LOCAL_CLIENT_TOKEN } from './local-provider.js';

describe('local billing provider', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is seeded by the migration with exactly the prices of the plan catalogue', async () => {
    const rows = await database.db.select().from(planPrices);
    const seeded = rows
      .map((row) => [row.id, row.planId, row.interval, row.amountMinor, row.currency, row.active])
      .sort();
    const catalogue = marketingPlans
      .flatMap((plan) =>
        (['monthly', 'yearly'] as const).map((interval) => [
          `local_${plan.id}_${interval}`,
          plan.id,
          interval,
          plan.offer.prices[interval].amountMinor,
          plan.offer.prices[interval].currency,
          true,
        ]),
      )
      .sort();
    expect(seeded).toEqual(catalogue);
  });

  it('lists the marketing plans in rank order with both prices, their names and summaries', async () => {
    const products = await createLocalProvider(database.db).listProducts();
    expect(products.map((product) => product.name)).toEqual(['Solo', 'Team', 'Clinic+']);
    expect(products[1]).toEqual({
      id: 'team',
      planId: 'team',
      name: 'Team',
      description: 'For a growing practice with several therapists and a front desk.',
      prices: {
        monthly: { priceId: 'local_team_monthly', amount: 4999, currency: 'USD', decimals: 2 },
        yearly: { priceId: 'local_team_yearly', amount: 49999, currency: 'USD', decimals: 2 },
      },
    });
  });

  it('answers null for an interval whose price is inactive, and leaves out a plan without any', async () => {
    const provider = createLocalProvider(database.db);
    await database.db
      .update(planPrices)
      .set({ active: false })
      .where(eq(planPrices.id, 'local_solo_yearly'));
    await database.db
      .update(planPrices)
      .set({ active: false })
      .where(eq(planPrices.planId, 'clinic'));
    try {
      const products = await provider.listProducts();
      expect(products.map((product) => product.id)).toEqual(['solo', 'team']);
      expect(products[0]!.prices.yearly).toBeNull();
      expect(products[0]!.prices.monthly?.priceId).toBe('local_solo_monthly');
      // A retired price still names its plan: payments made with it stay readable.
      expect(await provider.planOfPrice('local_solo_yearly')).toEqual({
        planId: 'solo',
        interval: 'yearly',
      });
    } finally {
      await database.db.update(planPrices).set({ active: true });
    }
  });

  it('knows which plan and interval each of its prices is, and no other price', async () => {
    const provider = createLocalProvider(database.db);
    expect(await provider.planOfPrice('local_clinic_monthly')).toEqual({
      planId: 'clinic',
      interval: 'monthly',
    });
    expect(await provider.planOfPrice('pri_01paddle')).toBeNull();
  });

  it('reads its own recorded payments and no one else’s', async () => {
    const provider = createLocalProvider(database.db);
    const occurredAt = new Date('2026-11-20T10:00:00Z');
    await database.db.insert(billingTransactions).values([
      {
        id: 'local_txn_read',
        provider: 'local',
        status: 'completed',
        priceId: 'local_team_monthly',
        customerEmail: 'ana@example.com',
        amountMinor: 0,
        currency: 'USD',
        cardLast4: '4242',
        occurredAt,
      },
      {
        id: 'txn_paddle_seen',
        provider: 'paddle',
        status: 'completed',
        priceId: 'pri_team',
        amountMinor: 4999,
        currency: 'USD',
        occurredAt,
      },
    ]);
    expect(await provider.getTransaction('local_txn_read')).toEqual({
      id: 'local_txn_read',
      status: 'completed',
      priceId: 'local_team_monthly',
      customerEmail: 'ana@example.com',
      subscriptionId: null,
      amountMinor: 0,
      currency: 'USD',
      occurredAt,
    });
    expect(await provider.getTransaction('txn_paddle_seen')).toBeNull();
    expect(await provider.getTransaction('local_txn_unknown')).toBeNull();
  });

  it('needs no browser token or provider subscription, and works in the sandbox environment', async () => {
    const provider = createLocalProvider(database.db);
    expect(provider.id).toBe('local');
    expect(provider.environment).toBe('sandbox');
    expect(await provider.clientToken()).toBe(LOCAL_CLIENT_TOKEN);
    expect(await provider.getSubscription('sub_anything')).toBeNull();
  });
});
