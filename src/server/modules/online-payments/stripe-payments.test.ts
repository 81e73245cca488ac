import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARD_SUCCESS } from '../../../domain/billing.js';
import { ConfigError, loadConfig } from '../../config.js';
import { clinics, invoices, paymentAllocations, payments } from '../../db/schema.js';
import { createTestApp, TEST_ORIGIN } from '../../test/app.js';
import { someIp } from '../../test/billing-fixtures.js';
import { startFakeStripe } from '../../test/fake-stripe.js';
import { createClinic } from '../../test/fixtures.js';
import { invoiceWithPayLink, payingPatient } from '../../test/pay-link-fixtures.js';

/** Patients paying through Stripe Checkout, against a local fake of Stripe's API. */
const WEBHOOK_SECRET = 'whsec_test_motio';
const fakeStripe = await startFakeStripe();
const logLines: string[] = [];
const ctx = await createTestApp(
  {
    PATIENT_PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_motio',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fakeStripe.base,
    LOG_LEVEL: 'info',
  },
  { write: (line) => logLines.push(line) },
);
afterAll(async () => {
  await ctx.close();
  await fakeStripe.close();
});
const db = ctx.database.db;
const stripe = new Stripe('sk_test_unused');

const clinic = await createClinic(db, 'Kinetika Physio');
await db.update(clinics).set({ currency: 'EUR' }).where(eq(clinics.id, clinic.id));
const patientId = await payingPatient(db, clinic.id, 'Zeltwanger');

let eventCount = 0;
/** A `checkout.session.completed` event as Stripe sends it for a session of ours. */
function completedEvent(
  invoiceId: string,
  session: { amount: number; currency?: string; paymentIntent?: string; status?: string },
) {
  eventCount += 1;
  return {
    id: `evt_test_${eventCount}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(ctx.clock.now().getTime() / 1000),
    data: {
      object: {
        id: `cs_test_${eventCount}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: session.status ?? 'paid',
        amount_total: session.amount,
        currency: session.currency ?? 'eur',
        payment_intent: session.paymentIntent ?? `pi_test_${eventCount}`,
        customer_details: { name: 'Milica Zeltwanger', email: 'milica@example.com' },
        metadata: { clinicId: clinic.id, invoiceId },
      },
    },
  };
}

const deliver = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(ctx.clock.now().getTime() / 1000),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};

const paymentsOfClinic = () =>
  db
    .select({
      amountCents: payments.amountCents,
      method: payments.method,
      currency: payments.currency,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .where(eq(payments.clinicId, clinic.id));
const invoiceRow = async (invoiceId: string) =>
  (await db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;

describe('Stripe configuration', () => {
  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])(
    'refuses PATIENT_PAYMENTS_PROVIDER=stripe without %s',
    (missing) => {
      const env: Record<string, string> = {
        PATIENT_PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(
          `Invalid environment variable ${missing}: required when PATIENT_PAYMENTS_PROVIDER=stripe`,
        ),
      );
    },
  );
});

describe('Stripe Checkout', () => {
  it('opens a session for the balance with the invoice in its metadata', async () => {
    const { token, invoiceId } = await invoiceWithPayLink(db, {
      clinicId: clinic.id,
      patientId,
      totalCents: 6500,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay/${token}/checkout`,
      remoteAddress: someIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const sent = fakeStripe.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.authorization).toBe('Bearer sk_test_motio');
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '6500',
      'line_items[0][price_data][product_data][name]': expect.stringContaining('Kinetika Physio'),
      'line_items[0][quantity]': '1',
      'metadata[clinicId]': clinic.id,
      'metadata[invoiceId]': invoiceId,
      'payment_intent_data[metadata][invoiceId]': invoiceId,
      success_url: `${TEST_ORIGIN}/pay/${token}?paid=1`,
      cancel_url: `${TEST_ORIGIN}/pay/${token}`,
    });
    expect(JSON.stringify(sent.form)).not.toMatch(/Zeltwanger|Milica/);

    const cardPage = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay/${token}/card`,
      remoteAddress: someIp(),
      payload: { cardNumber: LOCAL_TEST_CARD_SUCCESS, expiry: '12/99', cvc: '123' },
    });
    expect(cardPage.statusCode).toBe(404);
  });
});

describe('Stripe webhooks', () => {
  it('record a paid checkout once, however often Stripe delivers it', async () => {
    const { invoiceId } = await invoiceWithPayLink(db, {
      clinicId: clinic.id,
      patientId,
      totalCents: 6500,
    });
    const event = completedEvent(invoiceId, { amount: 6500, paymentIntent: 'pi_test_once' });

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);

    const recorded = (await paymentsOfClinic()).filter(
      (p) => p.providerPaymentId === 'pi_test_once',
    );
    expect(recorded).toEqual([
      {
        amountCents: 6500,
        method: 'online_card',
        currency: 'EUR',
        providerPaymentId: 'pi_test_once',
      },
    ]);
    expect(await invoiceRow(invoiceId)).toMatchObject({
      status: 'paid',
      balanceCents: 0,
      paidCents: 6500,
    });
    expect(logLines.join('\n')).not.toMatch(/Zeltwanger|Milica|milica@example/);
  });

  it('give the invoice its balance and keep the rest as credit', async () => {
    const { invoiceId } = await invoiceWithPayLink(db, {
      clinicId: clinic.id,
      patientId,
      totalCents: 4000,
    });
    expect(
      (await deliver(completedEvent(invoiceId, { amount: 5000, paymentIntent: 'pi_test_more' })))
        .statusCode,
    ).toBe(200);
    const [allocation] = await db
      .select({ allocated: paymentAllocations.amountCents, paid: payments.amountCents })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(eq(payments.providerPaymentId, 'pi_test_more'));
    expect(allocation).toEqual({ allocated: 4000, paid: 5000 });
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', balanceCents: 0 });
  });

  it('refuse a bad signature with 400 and record nothing for another currency or an unpaid session', async () => {
    const { invoiceId } = await invoiceWithPayLink(db, {
      clinicId: clinic.id,
      patientId,
      totalCents: 6500,
    });
    const before = await paymentsOfClinic();

    const forged = await deliver(completedEvent(invoiceId, { amount: 6500 }), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completedEvent(invoiceId, { amount: 6500 })),
    });
    expect(unsigned.statusCode).toBe(400);

    const otherCurrency = await deliver(
      completedEvent(invoiceId, { amount: 6500, currency: 'usd' }),
    );
    expect(otherCurrency.statusCode).toBe(200);
    const unpaid = await deliver(completedEvent(invoiceId, { amount: 6500, status: 'unpaid' }));
    expect(unpaid.statusCode).toBe(200);

    expect(await paymentsOfClinic()).toEqual(before);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'issued', balanceCents: 6500 });
    expect(logLines.some((line) => line.includes('currency_mismatch'))).toBe(true);
  });
});
