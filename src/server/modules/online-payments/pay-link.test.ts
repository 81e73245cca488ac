import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARD_DECLINED, LOCAL_TEST_CARD_SUCCESS } from '../../../domain/billing.js';
import { clinics, invoices, paymentAllocations, payments } from '../../db/schema.js';
import { createTestApp, TEST_ORIGIN } from '../../test/app.js';
import { someIp } from '../../test/billing-fixtures.js';
import { createClinic } from '../../test/fixtures.js';
import { invoiceWithPayLink, payingPatient } from '../../test/pay-link-fixtures.js';

/** The patient's "Pay now" link with the default, offline provider and its test cards. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;

const clinic = await createClinic(db, 'Kinetika Physio');
await db.update(clinics).set({ currency: 'EUR', locale: 'de-AT' }).where(eq(clinics.id, clinic.id));
const patientId = await payingPatient(db, clinic.id, 'Zeltwanger');

const get = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/pay/${token}`, remoteAddress: someIp() });
const post = (token: string, action: 'checkout' | 'card', payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/pay/${token}/${action}`,
    remoteAddress: someIp(),
    ...(payload ? { payload } : {}),
  });
const card = (cardNumber: string, expiry = '12/99') => ({ cardNumber, expiry, cvc: '123' });
const paymentsOf = (invoiceId: string) =>
  db
    .select({
      amountCents: payments.amountCents,
      method: payments.method,
      currency: payments.currency,
      allocated: paymentAllocations.amountCents,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(
      and(eq(paymentAllocations.clinicId, clinic.id), eq(paymentAllocations.invoiceId, invoiceId)),
    );
const invoiceRow = async (invoiceId: string) =>
  (await db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;

describe('GET /pay/{token}', () => {
  it('shows the clinic, invoice number and amount due, and nothing about the patient', async () => {
    const { token } = await invoiceWithPayLink(db, {
      clinicId: clinic.id,
      patientId,
      totalCents: 6500,
    });
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      payment: {
        clinicName: 'Kinetika Physio',
        invoiceNumber: expect.stringMatching(/^2026-\d{6}$/),
        currency: 'EUR',
        locale: 'de-AT',
        totalCents: 6500,
        balanceCents: 6500,
        dueOn: '2026-12-15',
        status: 'issued',
        provider: 'local',
      },
    });
    expect(response.body).not.toMatch(/Zeltwanger|Milica|milica@example\.com/);
    expect(response.body).not.toContain(patientId);
  });

  it('answers 404 for an unknown link and a void invoice, and balance 0 for a paid one', async () => {
    expect((await get('x'.repeat(32))).statusCode).toBe(404);
    expect((await get('not a token')).statusCode).toBe(400);
    const voided = await invoiceWithPayLink(db, { clinicId: clinic.id, patientId, status: 'void' });
    expect((await get(voided.token)).statusCode).toBe(404);
    expect((await post(voided.token, 'checkout')).statusCode).toBe(404);
    const paid = await invoiceWithPayLink(db, { clinicId: clinic.id, patientId, status: 'paid' });
    const response = await get(paid.token);
    expect(response.json().payment).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect((await post(paid.token, 'checkout')).statusCode).toBe(409);
    expect((await post(paid.token, 'card', card(LOCAL_TEST_CARD_SUCCESS))).statusCode).toBe(409);
  });
});

describe('paying with the local provider', () => {
  it("sends the patient to the app's own test-card page", async () => {
    const { token } = await invoiceWithPayLink(db, { clinicId: clinic.id, patientId });
    const response = await post(token, 'checkout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `${TEST_ORIGIN}/pay/${token}/card` });
  });

  it('records nothing for a declined or expired card, and pays the balance with 4242', async () => {
    const { token, invoiceId } = await invoiceWithPayLink(db, {
      clinicId: clinic.id,
      patientId,
      totalCents: 12_345,
    });

    const declined = await post(token, 'card', card(LOCAL_TEST_CARD_DECLINED));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'CARD_DECLINED',
      msg: expect.stringMatching(/declined/),
    });
    const expired = await post(token, 'card', card(LOCAL_TEST_CARD_SUCCESS, '01/20'));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toEqual({ expiry: 'This card has expired.' });
    expect(await paymentsOf(invoiceId)).toEqual([]);

    const paid = await post(token, 'card', card(LOCAL_TEST_CARD_SUCCESS));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ paid: true, receiptSent: false });
    expect(await paymentsOf(invoiceId)).toEqual([
      { amountCents: 12_345, method: 'online_card', currency: 'EUR', allocated: 12_345 },
    ]);
    expect(await invoiceRow(invoiceId)).toMatchObject({
      status: 'paid',
      balanceCents: 0,
      paidCents: 12_345,
    });
    expect((await get(token)).json().payment).toMatchObject({ status: 'paid', balanceCents: 0 });

    const again = await post(token, 'card', card(LOCAL_TEST_CARD_SUCCESS));
    expect(again.statusCode).toBe(409);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
  });

  it('stops a card-guessing loop from one address', async () => {
    const { token } = await invoiceWithPayLink(db, { clinicId: clinic.id, patientId });
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/pay/${token}/card`,
        remoteAddress: '10.9.9.9',
        payload: card(LOCAL_TEST_CARD_DECLINED),
      });
    for (let i = 0; i < 20; i += 1) expect((await attempt()).statusCode).toBe(402);
    expect((await attempt()).statusCode).toBe(429);
  });
});
