import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { loadConfig } from '../../config.js';
import { HttpError } from '../../http-errors.js';
import { fakePaddleApi, PADDLE_TEST_ENV, paddlePayload } from '../../test/paddle.js';
import { createPaddleProvider } from './paddle-provider.js';

const SOLO_MONTHLY = 'pri_01zzg4zdmen2khvdgaj8gxbeny';
const SOLO_YEARLY = 'pri_01jqwx4hh5344tfjgvq4k7bn7x';
const SOLO_ARCHIVED = 'pri_01j8b7tfq7xkwo886vompzom75';
const TEAM_MONTHLY = 'pri_01h5dnsipzz5fk2z9ri19r0wyo';
const TEAM_QUARTERLY = 'pri_01jfljooa5lqsaj08xui6d39zz';
const ONBOARDING = 'pri_01wbbr4qmw2wxfogo4mvn4a4wf';
const TRANSACTION_ID = 'txn_019dpmrcg629be2u66mr26846p';
const SUBSCRIPTION_ID = 'sub_01v7s6ehogfqrclri1qzj865uf';

const configFor = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...PADDLE_TEST_ENV, ...env });

let paddleApi: ReturnType<typeof fakePaddleApi>;
let clock: ReturnType<typeof manualClock>;
let provider: ReturnType<typeof createPaddleProvider>;

beforeEach(() => {
  paddleApi = fakePaddleApi();
  clock = manualClock(new Date('2026-05-01T12:00:00Z'));
  provider = createPaddleProvider(configFor(), { clock });
});
afterEach(() => paddleApi.restore());

function transactionReply(change: (data: Record<string, unknown>) => void = () => {}) {
  const payload = paddlePayload('transaction');
  change(payload.data);
  return { status: 200, body: payload };
}

describe('Paddle provider: products (products with include=prices)', () => {
  it('asks the sandbox API for active products with their prices, following every page', async () => {
    paddleApi.replyWithProducts();
    await provider.listProducts();
    expect(
      paddleApi.requests.map(({ method, url }) => `${method} ${url.origin}${url.pathname}`),
    ).toEqual([
      'GET https://sandbox-api.paddle.com/products',
      'GET https://sandbox-api.paddle.com/products',
    ]);
    const first = paddleApi.requests[0]!;
    expect(first.url.searchParams.get('include')).toBe('prices');
    expect(first.url.searchParams.get('status')).toBe('active');
    expect(first.headers.get('authorization')).toBe(`bearer ${PADDLE_TEST_ENV.PADDLE_API_KEY}`);
    expect(paddleApi.requests[1]!.url.searchParams.get('after')).toBe(
      'pro_01zdoc9is0j8ht9lgmxg9edn58',
    );
  });

  it('offers the products that name a Motio plan, in plan order, with their monthly and yearly prices', async () => {
    paddleApi.replyWithProducts();
    expect(await provider.listProducts()).toEqual([
      {
        id: 'pro_01zdoc9is0j8ht9lgmxg9edn58',
        planId: 'solo',
        name: 'Solo',
        description: 'For a therapist in independent practice, with a seat for an assistant.',
        prices: {
          // The archived launch price is listed first by Paddle but is no longer sold.
          monthly: { priceId: SOLO_MONTHLY, amount: 2499, currency: 'USD', decimals: 2 },
          yearly: { priceId: SOLO_YEARLY, amount: 24999, currency: 'USD', decimals: 2 },
        },
      },
      {
        id: 'pro_01ujzde8gxd6ncf10epf91dhod',
        planId: 'team',
        name: 'Team',
        description: 'For a growing practice with several therapists and a front desk.',
        // A quarterly price is neither monthly nor yearly.
        prices: {
          monthly: { priceId: TEAM_MONTHLY, amount: 4999, currency: 'USD', decimals: 2 },
          yearly: null,
        },
      },
      {
        id: 'pro_010ce9uvw53efr4edt2sywb3wk',
        planId: 'clinic',
        name: 'Clinic+',
        description: '',
        prices: {
          monthly: {
            priceId: 'pri_01hym4l1vfz3zfkkibj3j4wj99',
            amount: 8999,
            currency: 'USD',
            decimals: 2,
          },
          yearly: {
            priceId: 'pri_01ibag7i1mnbqns6puq80idw37',
            amount: 89999,
            currency: 'USD',
            decimals: 2,
          },
        },
      },
    ]);
  });

  it('gives zero-decimal currencies (yen) no digits after the point', async () => {
    const page = paddlePayload('products-page-1');
    page.meta.pagination.has_more = false;
    for (const price of page.data[0].prices)
      price.unit_price = { amount: '7500', currency_code: 'JPY' };
    paddleApi.reply('GET', '/products', { status: 200, body: page });
    const [, team] = await provider.listProducts();
    expect(team!.prices.monthly).toEqual({
      priceId: TEAM_MONTHLY,
      amount: 7500,
      currency: 'JPY',
      decimals: 0,
    });
  });

  it('keeps the list for a minute, then asks Paddle again', async () => {
    paddleApi.replyWithProducts();
    await provider.listProducts();
    clock.advance(59_000);
    await provider.listProducts();
    expect(paddleApi.requests).toHaveLength(2);
    clock.advance(2_000);
    await provider.listProducts();
    expect(paddleApi.requests).toHaveLength(4);
  });

  it('does not keep a failure: the next call asks again', async () => {
    paddleApi.reply('GET', '/products', {
      status: 500,
      body: {
        error: { type: 'api_error', code: 'internal_error', detail: 'Internal error' },
        meta: { request_id: 'x' },
      },
    });
    await expect(provider.listProducts()).rejects.toThrow();
    paddleApi.replyWithProducts();
    expect(await provider.listProducts()).toHaveLength(3);
  });

  it('uses the production API when PADDLE_ENV=production', async () => {
    const production = createPaddleProvider(configFor({ PADDLE_ENV: 'production' }), { clock });
    paddleApi.reply('GET', '/products', { status: 200, body: paddlePayload('products-page-2') });
    await production.listProducts();
    expect(paddleApi.requests[0]!.url.origin).toBe('https://api.paddle.com');
    expect(production.environment).toBe('production');
    expect(provider.environment).toBe('sandbox');
  });

  it('hands out the client-side token of the configuration', async () => {
    expect(await provider.clientToken()).toBe(PADDLE_TEST_ENV.PADDLE_CLIENT_TOKEN);
    expect(provider.id).toBe('paddle');
    expect(paddleApi.requests).toHaveLength(0);
  });
});

describe('Paddle provider: plan of a price (product custom data {"plan": ...})', () => {
  beforeEach(() => paddleApi.replyWithProducts());

  it('maps monthly and yearly prices to their plan and interval', async () => {
    expect(await provider.planOfPrice(SOLO_MONTHLY)).toEqual({
      planId: 'solo',
      interval: 'monthly',
    });
    expect(await provider.planOfPrice(SOLO_YEARLY)).toEqual({ planId: 'solo', interval: 'yearly' });
    expect(await provider.planOfPrice(TEAM_MONTHLY)).toEqual({
      planId: 'team',
      interval: 'monthly',
    });
  });

  it('still knows an archived price, which older subscriptions keep paying', async () => {
    expect(await provider.planOfPrice(SOLO_ARCHIVED)).toEqual({
      planId: 'solo',
      interval: 'monthly',
    });
  });

  it('knows nothing of other cycles, of products without a plan, or of unknown prices', async () => {
    expect(await provider.planOfPrice(TEAM_QUARTERLY)).toBeNull();
    expect(await provider.planOfPrice(ONBOARDING)).toBeNull();
    expect(await provider.planOfPrice('pri_01aaaaaaaaaaaaaaaaaaaaaaaa')).toBeNull();
    // One catalogue load answered all of them.
    expect(paddleApi.requests).toHaveLength(2);
  });
});

describe('Paddle provider: transactions (the server decides, not the browser)', () => {
  it('looks the transaction up with its customer and maps it', async () => {
    paddleApi.reply('GET', `/transactions/${TRANSACTION_ID}`, transactionReply());
    expect(await provider.getTransaction(TRANSACTION_ID)).toEqual({
      id: TRANSACTION_ID,
      status: 'completed',
      priceId: SOLO_MONTHLY,
      customerEmail: 'dana.physio@example.com',
      subscriptionId: SUBSCRIPTION_ID,
      amountMinor: 2974,
      currency: 'USD',
      occurredAt: new Date('2026-03-02T10:21:44.582311Z'),
    });
    const [request] = paddleApi.requests;
    expect(request!.url.searchParams.get('include')).toBe('customer');
  });

  it.each([
    ['completed', 'completed'],
    ['paid', 'completed'],
    ['billed', 'pending'],
    ['ready', 'pending'],
    ['draft', 'pending'],
    ['past_due', 'declined'],
    ['canceled', 'canceled'],
  ])('reports a Paddle %s transaction as %s', async (paddleStatus, status) => {
    paddleApi.reply(
      'GET',
      `/transactions/${TRANSACTION_ID}`,
      transactionReply((data) => {
        data.status = paddleStatus;
      }),
    );
    expect((await provider.getTransaction(TRANSACTION_ID))!.status).toBe(status);
  });

  it('answers null for a transaction Paddle does not know', async () => {
    paddleApi.reply('GET', `/transactions/${TRANSACTION_ID}`, {
      status: 404,
      body: paddlePayload('not-found'),
    });
    expect(await provider.getTransaction(TRANSACTION_ID)).toBeNull();
  });

  it('never sends an id that is not a Paddle transaction id', async () => {
    for (const forged of ['local_txn_1', '../customers/ctm_01hkqdlmtt7ns26lrwbqcab69m', 'TXN_1']) {
      expect(await provider.getTransaction(forged)).toBeNull();
    }
    expect(paddleApi.requests).toHaveLength(0);
  });

  it('throws when Paddle fails, so nothing is created on a guess', async () => {
    paddleApi.reply('GET', `/transactions/${TRANSACTION_ID}`, {
      status: 401,
      body: {
        error: {
          type: 'request_error',
          code: 'authentication_malformed',
          detail: 'Authentication header included, but incorrectly formatted',
        },
        meta: { request_id: 'x' },
      },
    });
    await expect(provider.getTransaction(TRANSACTION_ID)).rejects.toThrow(/incorrectly formatted/);
  });
});

describe('Paddle provider: subscriptions', () => {
  function subscriptionReply(change: (data: Record<string, unknown>) => void = () => {}) {
    const payload = paddlePayload('subscription');
    change(payload.data);
    return { status: 200, body: payload };
  }

  it('maps an active subscription with a scheduled cancellation', async () => {
    paddleApi.reply('GET', `/subscriptions/${SUBSCRIPTION_ID}`, subscriptionReply());
    expect(await provider.getSubscription(SUBSCRIPTION_ID)).toEqual({
      subscriptionId: SUBSCRIPTION_ID,
      transactionId: null,
      priceId: SOLO_MONTHLY,
      status: 'active',
      trialEndsAt: new Date('2026-03-16T10:21:44.582311Z'),
      currentPeriodStart: new Date('2026-04-16T10:21:44.582311Z'),
      currentPeriodEnd: new Date('2026-05-16T10:21:44.582311Z'),
      cancelAtPeriodEnd: true,
    });
  });

  it('takes the trial end from the next billing date when the items carry no trial dates', async () => {
    paddleApi.reply(
      'GET',
      `/subscriptions/${SUBSCRIPTION_ID}`,
      subscriptionReply((data) => {
        data.status = 'trialing';
        data.next_billed_at = '2026-03-16T10:21:44.582311Z';
        data.scheduled_change = null;
        (data.items as Array<Record<string, unknown>>)[0]!.trial_dates = null;
      }),
    );
    const state = await provider.getSubscription(SUBSCRIPTION_ID);
    expect(state!.status).toBe('trialing');
    expect(state!.trialEndsAt).toEqual(new Date('2026-03-16T10:21:44.582311Z'));
    expect(state!.cancelAtPeriodEnd).toBe(false);
  });

  it.each([
    ['paused', 'past_due'],
    ['past_due', 'past_due'],
    ['canceled', 'canceled'],
  ])('reports a Paddle %s subscription as %s', async (paddleStatus, status) => {
    paddleApi.reply(
      'GET',
      `/subscriptions/${SUBSCRIPTION_ID}`,
      subscriptionReply((data) => {
        data.status = paddleStatus;
      }),
    );
    expect((await provider.getSubscription(SUBSCRIPTION_ID))!.status).toBe(status);
  });

  it('answers null for an unknown subscription or a malformed id', async () => {
    paddleApi.reply('GET', `/subscriptions/${SUBSCRIPTION_ID}`, {
      status: 404,
      body: paddlePayload('not-found'),
    });
    expect(await provider.getSubscription(SUBSCRIPTION_ID)).toBeNull();
    expect(await provider.getSubscription('sub_1/../../customers')).toBeNull();
    expect(paddleApi.requests).toHaveLength(1);
  });

  it('changes the price from the next billing period, without proration', async () => {
    paddleApi.reply('PATCH', `/subscriptions/${SUBSCRIPTION_ID}`, subscriptionReply());
    await provider.changePrice(
      { providerSubscriptionId: SUBSCRIPTION_ID, priceId: SOLO_MONTHLY },
      TEAM_MONTHLY,
    );
    expect(paddleApi.requests.map((request) => request.body)).toEqual([
      {
        items: [{ price_id: TEAM_MONTHLY, quantity: 1 }],
        proration_billing_mode: 'full_next_billing_period',
      },
    ]);
  });

  it('cancels at the end of the billing period', async () => {
    paddleApi.reply('POST', `/subscriptions/${SUBSCRIPTION_ID}/cancel`, subscriptionReply());
    await provider.cancelAtPeriodEnd({
      providerSubscriptionId: SUBSCRIPTION_ID,
      priceId: SOLO_MONTHLY,
    });
    expect(paddleApi.requests.map((request) => request.body)).toEqual([
      { effective_from: 'next_billing_period' },
    ]);
  });

  it('withdraws a pending cancel by removing the scheduled change', async () => {
    paddleApi.reply('PATCH', `/subscriptions/${SUBSCRIPTION_ID}`, subscriptionReply());
    await provider.resumeSubscription({
      providerSubscriptionId: SUBSCRIPTION_ID,
      priceId: SOLO_MONTHLY,
    });
    expect(paddleApi.requests.map((request) => request.body)).toEqual([{ scheduled_change: null }]);
  });

  it('refuses to change a subscription Paddle has not named yet', async () => {
    const pending = { providerSubscriptionId: null, priceId: SOLO_MONTHLY };
    await expect(provider.changePrice(pending, TEAM_MONTHLY)).rejects.toBeInstanceOf(HttpError);
    await expect(provider.cancelAtPeriodEnd(pending)).rejects.toMatchObject({ statusCode: 409 });
    await expect(provider.resumeSubscription(pending)).rejects.toMatchObject({ statusCode: 409 });
    expect(paddleApi.requests).toHaveLength(0);
  });
});
