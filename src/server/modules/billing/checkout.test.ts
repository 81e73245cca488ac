import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_DECLINED_MESSAGE,
  LOCAL_TEST_CARD_DECLINED,
  LOCAL_TEST_CARD_SUCCESS,
} from '../../../domain/billing.js';
import { billingTransactions, planPrices } from '../../db/schema.js';
import { PRODUCTS_CACHE_MS } from '../../integrations/billing/cached-products.js';
import type { BillingProvider } from '../../integrations/billing/provider.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fakePaddle, postLocalCheckout, validCard } from '../../test/billing-fixtures.js';

const transactionRow = async (ctx: TestContext, id: string) =>
  (
    await ctx.database.db.select().from(billingTransactions).where(eq(billingTransactions.id, id))
  )[0];

const mmYy = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;

describe('checkout with the local provider (providers, checkout)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the products with a monthly and a yearly price to visitors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/products' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { id: string }) => item.id)).toEqual(['solo', 'team', 'clinic']);
    expect(items[0].prices.monthly).toEqual({
      priceId: 'local_solo_monthly',
      amount: 2499,
      currency: 'USD',
      decimals: 2,
    });
  });

  it('answers the client token marker and the sandbox environment', async () => {
    const token = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/client-token' });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({ token: 'local' });
    // "JSON content type, no body".
    const jsonWithoutBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/billing/client-token',
      headers: { 'content-type': 'application/json' },
    });
    expect(jsonWithoutBody.statusCode).toBe(200);
    expect(jsonWithoutBody.json()).toEqual({ token: 'local' });
    const brokenJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/billing/client-token',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(brokenJson.statusCode).toBe(400);
    const debug = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/debug' });
    expect(debug.json()).toEqual({ provider: 'local', environment: 'sandbox' });
  });

  it('takes the test card 4242…: a completed trial authorisation of 0 with the last four digits only', async () => {
    const response = await postLocalCheckout(
      ctx,
      validCard('local_clinic_yearly', 'Ana@Example.com'),
    );
    expect(response.statusCode).toBe(201);
    const { transactionId } = response.json();
    expect(transactionId).toMatch(/^local_txn_[0-9a-f]{24}$/);
    const row = await transactionRow(ctx, transactionId);
    expect(row).toMatchObject({
      provider: 'local',
      status: 'completed',
      kind: 'checkout',
      priceId: 'local_clinic_yearly',
      customerEmail: 'Ana@Example.com',
      amountMinor: 0,
      currency: 'USD',
      cardLast4: '4242',
      clinicId: null,
      claimedAt: null,
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(LOCAL_TEST_CARD_SUCCESS);
    expect(stored).not.toContain('Petrović');
    expect(stored).not.toContain('12/99');
  });

  it('declines 4000 0000 0000 0002 with the clear message (402) and records the decline', async () => {
    const email = 'declined@example.com';
    const response = await postLocalCheckout(
      ctx,
      validCard('local_team_monthly', email, LOCAL_TEST_CARD_DECLINED),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'CARD_DECLINED', msg: CARD_DECLINED_MESSAGE });
    const rows = await ctx.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.customerEmail, email));
    expect(rows).toMatchObject([{ status: 'declined', cardLast4: '0002', amountMinor: 0 }]);
  });

  it('declines every other card number the same way', async () => {
    const response = await postLocalCheckout(
      ctx,
      validCard('local_team_monthly', 'other@example.com', '5555555555554444'),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json().msg).toBe(CARD_DECLINED_MESSAGE);
  });

  it('accepts a card that expires this month and refuses one that expired last month (400)', async () => {
    const now = ctx.clock.now();
    const thisMonth = mmYy(now);
    const lastMonth = mmYy(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    const current = await postLocalCheckout(ctx, {
      ...validCard('local_team_monthly', 'a@example.com'),
      expiry: thisMonth,
    });
    expect(current.statusCode).toBe(201);
    const expired = await postLocalCheckout(ctx, {
      ...validCard('local_team_monthly', 'a@example.com'),
      expiry: lastMonth,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'CARD_EXPIRED',
      fields: { expiry: 'This card has expired.' },
    });
  });

  it('refuses an unknown or retired price (400) and records nothing', async () => {
    const unknown = await postLocalCheckout(ctx, validCard('pri_forged', 'forged@example.com'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_PRICE',
      fields: { priceId: expect.any(String) },
    });

    await ctx.database.db
      .update(planPrices)
      .set({ active: false })
      .where(eq(planPrices.id, 'local_solo_yearly'));
    try {
      const retired = await postLocalCheckout(
        ctx,
        validCard('local_solo_yearly', 'forged@example.com'),
      );
      expect(retired.statusCode).toBe(400);
    } finally {
      await ctx.database.db
        .update(planPrices)
        .set({ active: true })
        .where(eq(planPrices.id, 'local_solo_yearly'));
    }
    const rows = await ctx.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.customerEmail, 'forged@example.com'));
    expect(rows).toEqual([]);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const response = await postLocalCheckout(ctx, {
      priceId: 'local_team_monthly',
      email: 'not-an-email',
      cardholderName: ' ',
      cardNumber: '4242 4242',
      expiry: '13/30',
      cvc: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        email: expect.any(String),
        cardholderName: 'Enter the name on the card',
        cardNumber: 'Enter a valid card number',
        expiry: 'Enter the expiry date as MM/YY',
        cvc: 'Enter the 3 or 4 digit security code',
      },
    });
  });

  it('limits payment attempts per address (429)', async () => {
    const ip = '203.0.113.77';
    const card = validCard('local_team_monthly', 'guess@example.com', '4000000000000069');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await postLocalCheckout(ctx, card, ip)).statusCode).toBe(402);
    }
    const limited = await postLocalCheckout(ctx, card, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await postLocalCheckout(ctx, card, '203.0.113.78')).statusCode).toBe(402);
  });
});

describe('checkout with another provider (products cached, failures logged)', () => {
  const lines: string[] = [];
  const paddle = fakePaddle();
  let productCalls = 0;
  let failing = false;
  const provider: BillingProvider = {
    ...paddle.provider,
    async listProducts() {
      productCalls += 1;
      if (failing) throw new Error('Paddle answered 503');
      return paddle.provider.listProducts();
    },
    async clientToken() {
      if (failing) throw new Error('Paddle answered 503');
      return paddle.provider.clientToken();
    },
  };
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      { LOG_LEVEL: 'info' },
      { write: (line) => lines.push(line) },
      provider,
    );
  });
  afterAll(() => ctx.close());

  const products = () => ctx.app.inject({ method: 'GET', url: '/api/v1/billing/products' });

  it('asks the provider for products once a minute, not on every visit', async () => {
    expect((await products()).json().items.map((item: { id: string }) => item.id)).toEqual([
      'pro_solo',
      'pro_team',
    ]);
    await products();
    expect(productCalls).toBe(1);
    ctx.clock.advance(PRODUCTS_CACHE_MS + 1);
    await products();
    expect(productCalls).toBe(2);
  });

  it("logs 'Failed to load products' and answers 502 when the provider fails, then recovers", async () => {
    failing = true;
    ctx.clock.advance(PRODUCTS_CACHE_MS + 1);
    try {
      const response = await products();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'BILLING_UNAVAILABLE',
        msg: 'Payments are unavailable at the moment. Please try again in a few minutes.',
      });
      expect(lines.join('')).toContain('Failed to load products');
      const token = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/client-token' });
      expect(token.statusCode).toBe(502);
      expect(lines.join('')).toContain('Failed to get client token');
    } finally {
      failing = false;
    }
    // A failure is not kept: the next visit asks again.
    expect((await products()).statusCode).toBe(200);
  });

  it('names the provider and environment, and has no local checkout (404)', async () => {
    const debug = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/debug' });
    expect(debug.json()).toEqual({ provider: 'paddle', environment: 'sandbox' });
    const token = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/client-token' });
    expect(token.json()).toEqual({ token: 'test_paddle_client_token' });
    const local = await postLocalCheckout(ctx, validCard('pri_team_monthly', 'a@example.com'));
    expect(local.statusCode).toBe(404);
  });
});
