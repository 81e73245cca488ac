import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingTransactions,
  billingWebhookEvents,
  clinics,
  subscriptions,
} from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic } from '../../test/fixtures.js';
import {
  fakePaddleApi,
  newPaddleId,
  PADDLE_TEST_ENV,
  paddlePayload,
  paddleSignature,
} from '../../test/paddle.js';

const URL = '/api/v1/billing/webhooks/paddle';
const SECRET = PADDLE_TEST_ENV.PADDLE_WEBHOOK_SECRET;
const SOLO_MONTHLY = 'pri_01zzg4zdmen2khvdgaj8gxbeny';
const TEAM_MONTHLY = 'pri_01h5dnsipzz5fk2z9ri19r0wyo';

type EventName =
  | 'subscription-created'
  | 'subscription-updated'
  | 'subscription-canceled'
  | 'transaction-completed';

/** A recorded event about `subscriptionId`, with a fresh event id unless given. */
function paddleEvent(
  name: EventName,
  ids: { subscriptionId: string; transactionId?: string; eventId?: string },
) {
  const event = paddlePayload(`webhook-${name}`);
  event.event_id = ids.eventId ?? newPaddleId('evt');
  if (name === 'transaction-completed') {
    event.data.id = ids.transactionId ?? newPaddleId('txn');
    event.data.subscription_id = ids.subscriptionId;
  } else {
    event.data.id = ids.subscriptionId;
    if (name === 'subscription-created') {
      event.data.transaction_id = ids.transactionId ?? newPaddleId('txn');
    }
  }
  return event;
}

describe('Paddle webhooks (verified, idempotent, ordered)', () => {
  let ctx: TestContext;
  let paddleApi: ReturnType<typeof fakePaddleApi>;
  const logLines: string[] = [];

  beforeAll(async () => {
    paddleApi = fakePaddleApi();
    ctx = await createTestApp(
      { ...PADDLE_TEST_ENV, LOG_LEVEL: 'info' },
      { write: (line) => logLines.push(line) },
    );
  });
  afterAll(async () => {
    await ctx.close();
    paddleApi.restore();
  });

  const db = () => ctx.database.db;

  async function deliver(
    event: unknown,
    options: { secret?: string; at?: Date; signature?: string | null; sentBody?: string } = {},
  ) {
    const body = typeof event === 'string' ? event : JSON.stringify(event);
    const signature =
      options.signature === undefined
        ? paddleSignature(body, options.secret ?? SECRET, options.at ?? ctx.clock.now())
        : options.signature;
    return ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': 'application/json',
        ...(signature !== null && { 'paddle-signature': signature }),
      },
      payload: options.sentBody ?? body,
    });
  }

  /** A clinic on Solo monthly, trialing, as registration leaves it. */
  async function paddleSubscription(providerSubscriptionId: string | null) {
    const clinic = await createClinic(db(), 'Physio Nord', 'solo');
    const [subscription] = await db()
      .insert(subscriptions)
      .values({
        clinicId: clinic.id,
        provider: 'paddle',
        providerSubscriptionId,
        planId: 'solo',
        priceId: SOLO_MONTHLY,
        interval: 'monthly',
        status: 'trialing',
        trialEndsAt: new Date('2026-03-16T10:21:44.582Z'),
        currentPeriodStart: new Date('2026-03-02T10:21:44.582Z'),
        currentPeriodEnd: new Date('2026-03-16T10:21:44.582Z'),
      })
      .returning();
    return subscription!;
  }

  const subscriptionRow = async (id: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const storedEvent = async (eventId: string) =>
    (
      await db()
        .select()
        .from(billingWebhookEvents)
        .where(eq(billingWebhookEvents.eventId, eventId))
    )[0];

  it('starts without calling Paddle', () => {
    expect(paddleApi.requests).toHaveLength(0);
  });

  it('applies a signed subscription update: plan, price, status and period', async () => {
    paddleApi.replyWithProducts();
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    const event = paddleEvent('subscription-updated', { subscriptionId });

    const response = await deliver(event);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await subscriptionRow(subscription.id)).toMatchObject({
      providerSubscriptionId: subscriptionId,
      status: 'active',
      planId: 'team',
      priceId: TEAM_MONTHLY,
      interval: 'monthly',
      currentPeriodStart: new Date('2026-04-16T10:21:44.582Z'),
      currentPeriodEnd: new Date('2026-05-16T10:21:44.582Z'),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      lastEventAt: new Date('2026-04-20T08:03:12.640Z'),
    });
    const [clinic] = await db().select().from(clinics).where(eq(clinics.id, subscription.clinicId));
    expect(clinic!.planId).toBe('team');
    expect(await storedEvent(event.event_id)).toMatchObject({
      eventType: 'subscription.updated',
      providerSubscriptionId: subscriptionId,
      processedAt: ctx.clock.now(),
    });
  });

  it('keeps access to the end of the paid period when the subscription is cancelled', async () => {
    paddleApi.replyWithProducts();
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    await deliver(paddleEvent('subscription-updated', { subscriptionId }));

    expect(
      (await deliver(paddleEvent('subscription-canceled', { subscriptionId }))).statusCode,
    ).toBe(200);

    expect(await subscriptionRow(subscription.id)).toMatchObject({
      status: 'canceled',
      canceledAt: new Date('2026-05-16T10:21:46.881Z'),
      // Paddle sends no billing period for a cancelled subscription: the paid one stays.
      currentPeriodEnd: new Date('2026-05-16T10:21:44.582Z'),
    });
  });

  describe('refuses a request Paddle did not sign, now (401)', () => {
    const FIVE_MINUTES_AND_A_SECOND = 301_000;
    const cases: Array<[string, (body: string) => Parameters<typeof deliver>[1]]> = [
      ['signed with another secret', () => ({ secret: 'pdl_ntfset_someone_else' })],
      [
        'signed more than five minutes ago',
        () => ({ at: new Date(ctx.clock.now().getTime() - FIVE_MINUTES_AND_A_SECOND) }),
      ],
      [
        'signed more than five minutes in the future',
        () => ({ at: new Date(ctx.clock.now().getTime() + FIVE_MINUTES_AND_A_SECOND) }),
      ],
      ['without a signature', () => ({ signature: null })],
      ['with a garbled signature', () => ({ signature: 'ts=yesterday;h1=not-hex' })],
      ['with a signature without its hash', () => ({ signature: `ts=${Date.now()}` })],
      [
        'changed after signing',
        (body) => ({ sentBody: body.replace('"status":"active"', '"status":"canceled"') }),
      ],
    ];

    it.each(cases)('%s', async (_label, options) => {
      paddleApi.replyWithProducts();
      const subscriptionId = newPaddleId('sub');
      const subscription = await paddleSubscription(subscriptionId);
      const event = paddleEvent('subscription-updated', { subscriptionId });

      const response = await deliver(event, options(JSON.stringify(event)));

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
      expect(await storedEvent(event.event_id)).toBeUndefined();
      expect((await subscriptionRow(subscription.id)).status).toBe('trialing');
    });
  });

  it('accepts any of several signatures (Paddle sends two while a secret is rotated)', async () => {
    paddleApi.replyWithProducts();
    const subscriptionId = newPaddleId('sub');
    await paddleSubscription(subscriptionId);
    const body = JSON.stringify(paddleEvent('subscription-updated', { subscriptionId }));
    const valid = paddleSignature(body, SECRET, ctx.clock.now());
    const other = paddleSignature(body, 'pdl_ntfset_old_secret', ctx.clock.now()).split(';')[1];

    expect((await deliver(body, { signature: `${valid};${other}` })).statusCode).toBe(200);
    expect((await deliver(body, { signature: `${valid.split(';')[0]};${other}` })).statusCode).toBe(
      401,
    );
  });

  it('answers a replayed event 200 and changes nothing', async () => {
    paddleApi.replyWithProducts();
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    const event = paddleEvent('subscription-updated', { subscriptionId });
    await deliver(event);
    // Something later moved the subscription on; the old event must not undo it.
    await db()
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.id, subscription.id));

    ctx.clock.advance(60_000);
    const replay = await deliver(event);

    expect(replay.statusCode).toBe(200);
    expect((await subscriptionRow(subscription.id)).status).toBe('past_due');
    const stored = await db()
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.eventId, event.event_id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a captured request replayed, signature and all, once its five minutes are over', async () => {
    paddleApi.replyWithProducts();
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    const captured = JSON.stringify(paddleEvent('subscription-updated', { subscriptionId }));
    const signature = paddleSignature(captured, SECRET, ctx.clock.now());
    expect((await deliver(captured, { signature })).statusCode).toBe(200);
    await db()
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.id, subscription.id));

    ctx.clock.advance(6 * 60_000);
    const replay = await deliver(captured, { signature });

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect((await subscriptionRow(subscription.id)).status).toBe('past_due');
  });

  it('stores an event older than the last one applied without applying it', async () => {
    paddleApi.replyWithProducts();
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    await deliver(paddleEvent('subscription-updated', { subscriptionId }));
    // subscription.created happened first but arrives last.
    const late = paddleEvent('subscription-created', { subscriptionId });

    expect((await deliver(late)).statusCode).toBe(200);

    expect(await subscriptionRow(subscription.id)).toMatchObject({
      status: 'active',
      planId: 'team',
      lastEventAt: new Date('2026-04-20T08:03:12.640Z'),
    });
    expect(await storedEvent(late.event_id)).toMatchObject({ eventType: 'subscription.created' });
  });

  it('links a new subscription to its clinic through the checkout payment', async () => {
    paddleApi.replyWithProducts();
    const subscription = await paddleSubscription(null);
    const checkoutId = newPaddleId('txn');
    await db()
      .insert(billingTransactions)
      .values({
        id: checkoutId,
        provider: 'paddle',
        status: 'completed',
        priceId: SOLO_MONTHLY,
        customerEmail: 'dana.physio@example.com',
        amountMinor: 2974,
        currency: 'USD',
        clinicId: subscription.clinicId,
        claimedAt: new Date('2026-03-02T10:22:00Z'),
        occurredAt: new Date('2026-03-02T10:21:44Z'),
      });
    const subscriptionId = newPaddleId('sub');

    const response = await deliver(
      paddleEvent('subscription-created', { subscriptionId, transactionId: checkoutId }),
    );

    expect(response.statusCode).toBe(200);
    expect(await subscriptionRow(subscription.id)).toMatchObject({
      providerSubscriptionId: subscriptionId,
      status: 'trialing',
      planId: 'solo',
      trialEndsAt: new Date('2026-03-16T10:21:44.582Z'),
      lastEventAt: new Date('2026-03-02T10:21:47.102Z'),
    });
    const [checkout] = await db()
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, checkoutId));
    expect(checkout!.providerSubscriptionId).toBe(subscriptionId);
  });

  it('keeps an event about a subscription Motio does not know, unprocessed', async () => {
    paddleApi.replyWithProducts();
    const subscriptionId = newPaddleId('sub');
    const event = paddleEvent('subscription-updated', { subscriptionId });

    expect((await deliver(event)).statusCode).toBe(200);

    expect(await storedEvent(event.event_id)).toMatchObject({
      providerSubscriptionId: subscriptionId,
      processedAt: null,
    });
    const linked = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(linked).toHaveLength(0);
  });

  it('does not store an event it could not apply, so that Paddle retries it', async () => {
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    const event = paddleEvent('subscription-updated', { subscriptionId });
    ctx.clock.advance(61_000); // the product list has to be asked for again
    paddleApi.reply('GET', '/products', {
      status: 503,
      body: {
        error: { type: 'api_error', code: 'service_unavailable', detail: 'Try again later' },
        meta: { request_id: 'x' },
      },
    });

    expect((await deliver(event)).statusCode).toBe(500);
    expect(await storedEvent(event.event_id)).toBeUndefined();

    paddleApi.replyWithProducts();
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await subscriptionRow(subscription.id)).planId).toBe('team');
  });

  it('records a renewal payment of a known subscription for its clinic', async () => {
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    const event = paddleEvent('transaction-completed', { subscriptionId });

    expect((await deliver(event)).statusCode).toBe(200);

    const [renewal] = await db()
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, event.data.id));
    expect(renewal).toMatchObject({
      provider: 'paddle',
      status: 'completed',
      kind: 'renewal',
      clinicId: subscription.clinicId,
      providerSubscriptionId: subscriptionId,
      priceId: SOLO_MONTHLY,
      amountMinor: 2974,
      currency: 'USD',
      claimedAt: null,
      occurredAt: new Date('2026-04-16T10:21:45.017Z'),
    });
    expect((await storedEvent(event.event_id))!.processedAt).not.toBeNull();
  });

  it('leaves the checkout payment that registration recorded exactly as it is', async () => {
    const subscriptionId = newPaddleId('sub');
    const subscription = await paddleSubscription(subscriptionId);
    const checkoutId = newPaddleId('txn');
    const claimedAt = new Date('2026-03-02T10:22:00Z');
    await db()
      .insert(billingTransactions)
      .values({
        id: checkoutId,
        provider: 'paddle',
        status: 'completed',
        priceId: SOLO_MONTHLY,
        customerEmail: 'dana.physio@example.com',
        amountMinor: 2974,
        currency: 'USD',
        kind: 'checkout',
        clinicId: subscription.clinicId,
        claimedAt,
        occurredAt: new Date('2026-03-02T10:21:44Z'),
      });
    const event = paddleEvent('transaction-completed', {
      subscriptionId,
      transactionId: checkoutId,
    });
    event.data.origin = 'web';

    expect((await deliver(event)).statusCode).toBe(200);

    const [checkout] = await db()
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, checkoutId));
    expect(checkout).toMatchObject({
      kind: 'checkout',
      claimedAt,
      customerEmail: 'dana.physio@example.com',
    });
  });

  it('records no payment of a subscription it does not know', async () => {
    const event = paddleEvent('transaction-completed', { subscriptionId: newPaddleId('sub') });

    expect((await deliver(event)).statusCode).toBe(200);

    const rows = await db()
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, event.data.id));
    expect(rows).toHaveLength(0);
    expect((await storedEvent(event.event_id))!.processedAt).toBeNull();
  });

  it('stores an event type it does not handle and answers 200', async () => {
    const event = {
      event_id: newPaddleId('evt'),
      event_type: 'customer.updated',
      occurred_at: '2026-04-02T09:00:00.000000Z',
      notification_id: 'ntf_01vd5rxi67nfrpyz21tbic145a',
      data: { id: 'ctm_01hkqdlmtt7ns26lrwbqcab69m', email: 'dana.physio@example.com' },
    };

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await storedEvent(event.event_id)).toMatchObject({
      eventType: 'customer.updated',
      processedAt: null,
      payload: event,
    });
  });

  it('answers 400 to a signed body that is not a Paddle event', async () => {
    expect((await deliver('{"hello":')).statusCode).toBe(400);
    expect((await deliver({ event_id: 'evt_x' })).statusCode).toBe(400);
  });

  it('logs event ids and types, never what the payload says about the customer', () => {
    const logs = logLines.join('\n');
    expect(logs).toContain('"eventType":"transaction.completed"');
    expect(logs).toContain('"outcome":"recorded"');
    expect(logs).not.toContain('dana.physio@example.com');
    expect(logs).not.toContain('Dana Physio');
    expect(logs).not.toContain('ctm_01hkqdlmtt7ns26lrwbqcab69m');
  });

  it('keeps parsing JSON everywhere else in the API', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'not-an-address' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('Paddle webhooks with the local provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('has no webhook route (404)', async () => {
    const body = JSON.stringify({ event_id: 'evt_x' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': 'application/json',
        'paddle-signature': paddleSignature(body, SECRET, ctx.clock.now()),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(404);
  });
});
