import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';
import { patientCreditCents } from './credit.js';
import { addBillingPatient, addInvoice } from './test-invoices.js';

describe('two desks at once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function desk() {
    const owner = await signedInMember(ctx, 'owner');
    const patientId = await addBillingPatient(ctx.database.db, owner.clinicId);
    const invoiceId = await addInvoice(ctx.database.db, {
      clinicId: owner.clinicId,
      patientId,
      lines: [{ unitPriceCents: 6000 }],
    });
    const post = (path: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        headers: { cookie: owner.cookie },
        payload,
      });
    const invoice = async () =>
      (await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;
    const credit = () => patientCreditCents(ctx.database.db, owner.clinicId, patientId);
    return { patientId, invoiceId, post, invoice, credit };
  }

  it('two payments of the whole balance pay the invoice once; the second becomes credit', async () => {
    const d = await desk();
    const pay = { amountCents: 6000, method: 'cash' };
    const answers = await Promise.all([
      d.post(`/invoices/${d.invoiceId}/payments`, pay),
      d.post(`/invoices/${d.invoiceId}/payments`, { ...pay, method: 'card_terminal' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await d.invoice()).toMatchObject({ paidCents: 6000, balanceCents: 0, status: 'paid' });
    expect(await d.credit()).toBe(6000);
  });

  it('two refunds of the whole payment give it back once', async () => {
    const d = await desk();
    const paid = await d.post(`/invoices/${d.invoiceId}/payments`, {
      amountCents: 6000,
      method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().invoice.payments[0].paymentId;
    const refund = { amountCents: 6000, method: 'cash', reason: 'Paid twice' };
    const answers = await Promise.all([
      d.post(`/payments/${paymentId}/refunds`, refund),
      d.post(`/payments/${paymentId}/refunds`, refund),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await d.invoice()).toMatchObject({ paidCents: 6000, refundedCents: 6000 });
    expect((await d.invoice()).balanceCents).toBe(6000);
  });

  it('the same credit applied twice at once is used once', async () => {
    const d = await desk();
    await d.post('/payments', { patientId: d.patientId, amountCents: 4000, method: 'cash' });
    const answers = await Promise.all([
      d.post(`/invoices/${d.invoiceId}/apply-credit`, { amountCents: 4000 }),
      d.post(`/invoices/${d.invoiceId}/apply-credit`, { amountCents: 4000 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await d.invoice()).toMatchObject({ paidCents: 4000, balanceCents: 2000 });
    expect(await d.credit()).toBe(0);
  });
});
