import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  clinics,
  invoices,
  outbox,
  patients,
  paymentAllocations,
  payments,
} from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';
import { refreshInvoiceTotals } from '../invoices/settle.js';
import { addBillingPatient, addInvoice } from './test-invoices.js';

describe('desk payments, refunds and credit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A clinic with an owner and an assistant signed in, and a patient. */
  async function desk() {
    const owner = await signedInMember(ctx, 'owner');
    const { user } = await addMember(ctx.database.db, owner.clinicId, 'assistant');
    const assistant = await sessionCookieFor(ctx, user.id, owner.clinicId);
    const patientId = await addBillingPatient(ctx.database.db, owner.clinicId);
    const invoice = (
      options: Omit<Parameters<typeof addInvoice>[1], 'clinicId' | 'patientId'> = {},
    ) => addInvoice(ctx.database.db, { clinicId: owner.clinicId, patientId, ...options });
    return { clinicId: owner.clinicId, owner: owner.cookie, assistant, patientId, invoice };
  }

  const call = (method: 'GET' | 'POST', path: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  /** Everything a refused request could have written for the clinic. */
  async function writtenFor(clinicId: string) {
    const db = ctx.database.db;
    const count = async (table: typeof payments | typeof paymentAllocations | typeof auditEvents) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.clinicId, clinicId))
      )[0]!.n;
    return {
      payments: await count(payments),
      allocations: await count(paymentAllocations),
      audit: await count(auditEvents),
      invoices: await db
        .select({ id: invoices.id, balance: invoices.balanceCents, paid: invoices.paidCents })
        .from(invoices)
        .where(eq(invoices.clinicId, clinicId))
        .orderBy(invoices.id),
    };
  }

  it('an assistant takes a payment for an invoice; what is over its balance becomes credit', async () => {
    const d = await desk();
    const invoiceId = await d.invoice({
      lines: [
        { unitPriceCents: 5000, taxRateBasisPoints: 2000 },
        { unitPriceCents: 1500, quantity: 2, discountCents: 500 },
      ],
    });
    const first = await call('POST', `/invoices/${invoiceId}/payments`, d.assistant, {
      amountCents: 2500,
      method: 'card_terminal',
      reference: 'Slip 4471',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().invoice).toMatchObject({
      id: invoiceId,
      status: 'partly_paid',
      currency: 'USD',
      subtotalCents: 8000,
      discountCents: 500,
      taxCents: 1000,
      totalCents: 8500,
      paidCents: 2500,
      balanceCents: 6000,
      patientCreditCents: 0,
      overdue: false,
      creditsInvoice: null,
      creditNotes: [],
      payments: [
        { kind: 'payment', method: 'card_terminal', amountCents: 2500, reference: 'Slip 4471' },
      ],
    });
    expect(first.json().invoice.lines.map((l: { totalCents: number }) => l.totalCents)).toEqual([
      6000, 2500,
    ]);

    const second = await call('POST', `/invoices/${invoiceId}/payments`, d.assistant, {
      amountCents: 10_000,
      method: 'cash',
      receivedAt: '2026-03-02T10:15:00+01:00',
    });
    expect(second.statusCode, second.body).toBe(201);
    const invoice = second.json().invoice;
    expect(invoice).toMatchObject({ status: 'paid', paidCents: 8500, balanceCents: 0 });
    expect(invoice.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([
      6000, 2500,
    ]);
    expect(invoice.patientCreditCents).toBe(4000);

    const list = await call('GET', `/payments?patientId=${d.patientId}`, d.assistant);
    expect(list.statusCode).toBe(200);
    // The cash payment was received earlier (its receivedAt), so it lists second.
    expect(list.json().payments).toMatchObject([
      {
        amountCents: 2500,
        reference: 'Slip 4471',
        allocations: [{ invoiceId, invoiceNumber: invoice.number, amountCents: 2500 }],
        unallocatedCents: 0,
        refundedCents: 0,
      },
      {
        amountCents: 10_000,
        method: 'cash',
        receivedAt: '2026-03-02T09:15:00.000Z',
        allocations: [{ invoiceId, amountCents: 6000 }],
        unallocatedCents: 4000,
      },
    ]);

    const balance = await call('GET', `/patients/${d.patientId}/balance`, d.assistant);
    expect(balance.json().balance).toEqual({
      currency: 'USD',
      owedCents: 0,
      creditCents: 4000,
      balanceCents: -4000,
      openInvoices: 0,
    });

    const audit = await ctx.database.db
      .select({ action: auditEvents.action, meta: auditEvents.meta })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, d.clinicId), eq(auditEvents.action, 'payment.record')));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('Slip 4471');
  });

  it('one payment pays several invoices and leaves the rest as credit; too much for an invoice writes nothing', async () => {
    const d = await desk();
    const a = await d.invoice();
    const b = await d.invoice({ lines: [{ unitPriceCents: 4000 }] });
    const before = await writtenFor(d.clinicId);

    const tooMuch = await call('POST', '/payments', d.assistant, {
      patientId: d.patientId,
      amountCents: 20_000,
      method: 'bank_transfer',
      allocations: [
        { invoiceId: a, amountCents: 6000 },
        { invoiceId: b, amountCents: 4001 },
      ],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'MORE_THAN_BALANCE' });
    expect(tooMuch.json().msg).toContain('$40.00 left to pay');

    const overAllocated = await call('POST', '/payments', d.assistant, {
      patientId: d.patientId,
      amountCents: 5000,
      method: 'cash',
      allocations: [{ invoiceId: a, amountCents: 6000 }],
    });
    expect(overAllocated.statusCode).toBe(400);
    expect(overAllocated.json().fields).toHaveProperty('allocations');

    const other = await desk();
    const theirs = await other.invoice();
    const foreignInvoice = await call('POST', '/payments', d.assistant, {
      patientId: d.patientId,
      amountCents: 6000,
      method: 'cash',
      allocations: [{ invoiceId: theirs, amountCents: 6000 }],
    });
    expect(foreignInvoice.statusCode).toBe(404);
    const foreignPatient = await call('POST', '/payments', d.assistant, {
      patientId: other.patientId,
      amountCents: 6000,
      method: 'cash',
    });
    expect(foreignPatient.statusCode).toBe(404);
    expect(await writtenFor(d.clinicId)).toEqual(before);

    const paid = await call('POST', '/payments', d.assistant, {
      patientId: d.patientId,
      amountCents: 12_000,
      method: 'bank_transfer',
      reference: 'SEPA 2026-118',
      allocations: [
        { invoiceId: a, amountCents: 6000 },
        { invoiceId: b, amountCents: 4000 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().payment).toMatchObject({
      kind: 'payment',
      amountCents: 12_000,
      currency: 'USD',
      refundOfPaymentId: null,
      unallocatedCents: 2000,
      refundedCents: 0,
    });
    expect(paid.json().payment.allocations).toEqual(
      expect.arrayContaining([
        { invoiceId: a, invoiceNumber: '2025-000001', amountCents: 6000 },
        { invoiceId: b, invoiceNumber: '2025-000002', amountCents: 4000 },
      ]),
    );
    const statuses = await ctx.database.db
      .select({ status: invoices.status, balance: invoices.balanceCents })
      .from(invoices)
      .where(eq(invoices.clinicId, d.clinicId));
    expect(statuses).toEqual([
      { status: 'paid', balance: 0 },
      { status: 'paid', balance: 0 },
    ]);
  });

  it('a refund gives back the credit first, then the invoices it paid, the latest first', async () => {
    const d = await desk();
    const a = await d.invoice({ lines: [{ unitPriceCents: 3000 }] });
    const b = await d.invoice({ lines: [{ unitPriceCents: 2000 }] });
    const paid = await call('POST', '/payments', d.owner, {
      patientId: d.patientId,
      amountCents: 6000,
      method: 'card_terminal',
      allocations: [
        { invoiceId: a, amountCents: 3000 },
        { invoiceId: b, amountCents: 2000 },
      ],
    });
    const paymentId = paid.json().payment.id;
    const refund = (cookie: string, amountCents: number, id = paymentId) =>
      call('POST', `/payments/${id}/refunds`, cookie, {
        amountCents,
        method: 'card_terminal',
        reason: 'Session cancelled by the clinic',
      });

    expect((await refund(d.assistant, 100)).statusCode).toBe(403);

    const first = await refund(d.owner, 2500);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payment).toMatchObject({
      kind: 'refund',
      amountCents: 2500,
      refundOfPaymentId: paymentId,
      reference: 'Session cancelled by the clinic',
      allocations: [{ invoiceId: b, amountCents: 1500 }],
    });
    const balanceOf = async (id: string) =>
      (
        await ctx.database.db
          .select({ status: invoices.status, balance: invoices.balanceCents })
          .from(invoices)
          .where(eq(invoices.id, id))
      )[0];
    expect(await balanceOf(b)).toEqual({ status: 'partly_paid', balance: 1500 });
    expect(await balanceOf(a)).toEqual({ status: 'paid', balance: 0 });

    const before = await writtenFor(d.clinicId);
    const tooMuch = await refund(d.owner, 3501);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'REFUND_MORE_THAN_PAID',
      msg: 'Only $35.00 of this payment is left to give back.',
    });
    const ofRefund = await refund(d.owner, 100, first.json().payment.id);
    expect(ofRefund.statusCode).toBe(409);
    expect(ofRefund.json().code).toBe('REFUND_OF_REFUND');
    expect(await writtenFor(d.clinicId)).toEqual(before);

    const rest = await refund(d.owner, 3500);
    expect(rest.json().payment.allocations).toHaveLength(2);
    expect(rest.json().payment.allocations).toEqual(
      expect.arrayContaining([
        { invoiceId: b, invoiceNumber: expect.any(String), amountCents: 500 },
        { invoiceId: a, invoiceNumber: expect.any(String), amountCents: 3000 },
      ]),
    );
    expect(await balanceOf(a)).toEqual({ status: 'issued', balance: 3000 });
    expect(await balanceOf(b)).toEqual({ status: 'issued', balance: 2000 });
    const done = await refund(d.owner, 1);
    expect(done.json().msg).toBe('This payment was already given back in full.');

    const list = await call('GET', `/payments?patientId=${d.patientId}`, d.assistant);
    const original = list.json().payments.find((p: { id: string }) => p.id === paymentId);
    expect(original).toMatchObject({ refundedCents: 6000, unallocatedCents: 0 });
    const balance = await call('GET', `/patients/${d.patientId}/balance`, d.assistant);
    expect(balance.json().balance).toMatchObject({
      owedCents: 5000,
      creditCents: 0,
      balanceCents: 5000,
      openInvoices: 2,
    });
  });

  it("apply-credit uses the patient's oldest credit first, up to the balance and the credit", async () => {
    const d = await desk();
    const a = await d.invoice({ lines: [{ unitPriceCents: 1000 }] });
    await call('POST', `/invoices/${a}/payments`, d.assistant, {
      amountCents: 2500,
      method: 'cash',
    });
    await call('POST', '/payments', d.assistant, {
      patientId: d.patientId,
      amountCents: 1000,
      method: 'bank_transfer',
    });
    const b = await d.invoice();
    const draft = await d.invoice({ status: 'draft' });
    const before = await writtenFor(d.clinicId);

    const over = await call('POST', `/invoices/${b}/apply-credit`, d.assistant, {
      amountCents: 3000,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'NO_CREDIT',
      msg: 'The patient has only $25.00 of credit.',
    });
    const onPaid = await call('POST', `/invoices/${a}/apply-credit`, d.assistant, {
      amountCents: 100,
    });
    expect(onPaid.json().code).toBe('MORE_THAN_BALANCE');
    const onDraft = await call('POST', `/invoices/${draft}/apply-credit`, d.assistant, {
      amountCents: 100,
    });
    expect(onDraft.json().code).toBe('INVOICE_NOT_ISSUED');
    expect(await writtenFor(d.clinicId)).toEqual(before);

    const applied = await call('POST', `/invoices/${b}/apply-credit`, d.assistant, {
      amountCents: 2000,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().invoice).toMatchObject({
      status: 'partly_paid',
      paidCents: 2000,
      balanceCents: 4000,
      patientCreditCents: 500,
    });
    const list = (await call('GET', `/payments?patientId=${d.patientId}`, d.assistant)).json();
    expect(
      list.payments.map((p: { amountCents: number; unallocatedCents: number }) => [
        p.amountCents,
        p.unallocatedCents,
      ]),
    ).toEqual([
      [1000, 500],
      [2500, 0],
    ]);
    const none = await call('POST', `/invoices/${b}/apply-credit`, d.assistant, {
      amountCents: 501,
    });
    expect(none.json().code).toBe('NO_CREDIT');
    const audit = await ctx.database.db
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clinicId, d.clinicId), eq(auditEvents.action, 'payment.credit_applied')),
      );
    expect(audit).toEqual([
      { meta: { patientId: d.patientId, amountCents: 2000, paymentIds: expect.any(Array) } },
    ]);
  });

  it('refuses money that cannot be taken, and writes nothing', async () => {
    const d = await desk();
    const issued = await d.invoice();
    const draft = await d.invoice({ status: 'draft' });
    const voided = await d.invoice({ status: 'void' });
    const before = await writtenFor(d.clinicId);
    const pay = (id: string, body: object) =>
      call('POST', `/invoices/${id}/payments`, d.assistant, body);

    for (const amountCents of [0, -500, 12.5]) {
      const response = await pay(issued, { amountCents, method: 'cash' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('amountCents');
    }
    const online = await pay(issued, { amountCents: 500, method: 'online_card' });
    expect(online.json().fields).toHaveProperty('method');
    expect((await pay(draft, { amountCents: 500, method: 'cash' })).json()).toMatchObject({
      code: 'INVOICE_NOT_ISSUED',
    });
    const onVoid = await pay(voided, { amountCents: 500, method: 'cash' });
    expect(onVoid.statusCode).toBe(409);
    expect(onVoid.json().code).toBe('INVOICE_VOID');

    const creditNote = await d.invoice({ status: 'issued' });
    await ctx.database.db
      .update(invoices)
      .set({ kind: 'credit_note', creditsInvoiceId: issued })
      .where(and(eq(invoices.clinicId, d.clinicId), eq(invoices.id, creditNote)));
    expect((await pay(creditNote, { amountCents: 500, method: 'cash' })).json().code).toBe(
      'NOT_AN_INVOICE',
    );

    await ctx.database.db
      .update(clinics)
      .set({ currency: 'EUR' })
      .where(eq(clinics.id, d.clinicId));
    const changed = await pay(issued, { amountCents: 500, method: 'cash' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'CURRENCY_MISMATCH',
      msg: expect.stringContaining('is in USD, the payment in EUR'),
    });

    const other = await desk();
    const foreign = await pay(await other.invoice(), { amountCents: 500, method: 'cash' });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('GET', `/patients/${other.patientId}/balance`, d.assistant)).statusCode,
    ).toBe(404);
    const after = await writtenFor(d.clinicId);
    expect({ ...after, invoices: after.invoices.filter((i) => i.id !== creditNote) }).toEqual({
      ...before,
      invoices: before.invoices,
    });
  });

  it('the invoice answer shows credit notes, what a credit note corrects, and when it is overdue', async () => {
    const d = await desk();
    const invoiceId = await d.invoice({ dueOn: '2020-01-31' });
    const creditNote = await d.invoice({ lines: [{ unitPriceCents: 1000 }] });
    await ctx.database.db
      .update(invoices)
      .set({ kind: 'credit_note', creditsInvoiceId: invoiceId, balanceCents: 0 })
      .where(and(eq(invoices.clinicId, d.clinicId), eq(invoices.id, creditNote)));
    await refreshInvoiceTotals(ctx.database.db, d.clinicId, invoiceId);

    const paid = await call('POST', `/invoices/${invoiceId}/payments`, d.assistant, {
      amountCents: 1000,
      method: 'cash',
    });
    expect(paid.json().invoice).toMatchObject({
      creditedCents: 1000,
      paidCents: 1000,
      balanceCents: 4000,
      status: 'partly_paid',
      overdue: true,
      creditNotes: [{ id: creditNote, number: expect.any(String), totalCents: 1000 }],
    });
    const full = await call('POST', `/invoices/${invoiceId}/payments`, d.assistant, {
      amountCents: 4000,
      method: 'cash',
    });
    expect(full.json().invoice).toMatchObject({ status: 'paid', overdue: false });
  });
  it('sends the receipt when asked, and records the payment even when the patient has no address', async () => {
    const d = await desk();
    const invoiceId = await d.invoice();
    const noAddress = await call('POST', `/invoices/${invoiceId}/payments`, d.assistant, {
      amountCents: 1000,
      method: 'cash',
      sendReceipt: true,
    });
    expect(noAddress.statusCode, noAddress.body).toBe(201);
    expect(noAddress.json()).toMatchObject({
      invoice: { paidCents: 1000 },
      receipt: { sent: false, message: expect.stringContaining('no email address') },
    });

    await ctx.database.db
      .update(patients)
      .set({ email: 'milica@example.com' })
      .where(and(eq(patients.clinicId, d.clinicId), eq(patients.id, d.patientId)));
    const mailed = await call('POST', `/invoices/${invoiceId}/payments`, d.assistant, {
      amountCents: 1000,
      method: 'cash',
      sendReceipt: true,
    });
    expect(mailed.json()).toMatchObject({ receipt: { sent: true, message: null } });
    const queued = await ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.clinicId, d.clinicId));
    expect(queued.map((row) => (row.payload as { template: string }).template)).toEqual([
      'receipt',
    ]);

    const quiet = await call('POST', '/payments', d.assistant, {
      patientId: d.patientId,
      amountCents: 500,
      method: 'cash',
    });
    expect(quiet.json()).toMatchObject({ payment: { amountCents: 500 }, receipt: null });
  });
});
