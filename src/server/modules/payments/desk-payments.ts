import type { z } from 'zod';
import type {
  Invoice,
  MailOutcome as SentOrWhyNot,
  Payment,
  createPaymentSchema,
  recordInvoicePaymentSchema,
} from '../../../domain/invoices.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { invoiceDetails } from '../invoices/invoice-view.js';
import { lockInvoice } from '../invoices/settle.js';
import { sendReceiptMail, trySending } from '../invoice-documents/mail.js';
import { assertPatientOf, clinicCurrency } from './clinic-money.js';
import { loadPayment } from './ledger.js';
import { assertTakesMoney, recordPayment } from './record.js';

type InvoicePaymentInput = z.output<typeof recordInvoicePaymentSchema>;
type PaymentInput = z.output<typeof createPaymentSchema>;

const receivedAt = (ctx: AppContext, input: { receivedAt?: string }) =>
  input.receivedAt ? new Date(input.receivedAt) : ctx.clock.now();

/**
 * Money taken at the desk for one invoice: up to its balance goes to the invoice, the rest is
 * the patient's credit (the payment keeps the whole amount, its allocation only the balance).
 * The invoice's lock is held from reading its balance to writing, so two desks paying the same
 * balance at once cannot both pay it.
 */
export async function recordInvoicePayment(
  ctx: AppContext,
  actor: ClinicActor,
  invoiceId: string,
  input: InvoicePaymentInput,
): Promise<{ invoice: Invoice; receipt: SentOrWhyNot | null }> {
  const { invoice, paymentId } = await ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor.clinicId, invoiceId);
    if (!invoice) throw notFound('The invoice');
    const currency = await clinicCurrency(tx, actor.clinicId);
    assertTakesMoney(invoice, currency);
    const toInvoice = Math.min(input.amountCents, Math.max(invoice.balanceCents, 0));
    const paymentId = await recordPayment(tx, {
      clinicId: actor.clinicId,
      patientId: invoice.patientId,
      kind: 'payment',
      method: input.method,
      amountCents: input.amountCents,
      currency,
      receivedAt: receivedAt(ctx, input),
      reference: input.reference,
      createdByUserId: actor.userId,
      allocations: toInvoice > 0 ? [{ invoiceId, amountCents: toInvoice }] : [],
      origin: actor.origin,
    });
    const today = await clinicToday(tx, ctx.clock, actor.clinicId);
    return { invoice: await invoiceDetails(tx, actor.clinicId, invoiceId, today), paymentId };
  });
  return { invoice, receipt: await receiptIfAsked(ctx, actor, input, paymentId) };
}

/**
 * The receipt mail when `sendReceipt` asks for it, after the payment is committed: a receipt that
 * cannot go (no address, mail held) says why and never undoes the payment.
 */
const receiptIfAsked = (
  ctx: AppContext,
  actor: ClinicActor,
  input: { sendReceipt: boolean },
  paymentId: string,
) => (input.sendReceipt ? trySending(() => sendReceiptMail(ctx, actor, paymentId)) : null);

/** One payment of a patient spread over several of their invoices; what is left is credit. */
export async function createPayment(
  ctx: AppContext,
  actor: ClinicActor,
  input: PaymentInput,
): Promise<{ payment: Payment; receipt: SentOrWhyNot | null }> {
  const payment = await ctx.db.transaction(async (tx) => {
    await assertPatientOf(tx, actor.clinicId, input.patientId);
    const paymentId = await recordPayment(tx, {
      clinicId: actor.clinicId,
      patientId: input.patientId,
      kind: 'payment',
      method: input.method,
      amountCents: input.amountCents,
      currency: await clinicCurrency(tx, actor.clinicId),
      receivedAt: receivedAt(ctx, input),
      reference: input.reference,
      createdByUserId: actor.userId,
      allocations: input.allocations,
      origin: actor.origin,
    });
    return loadPayment(tx, actor.clinicId, input.patientId, paymentId);
  });
  return { payment, receipt: await receiptIfAsked(ctx, actor, input, payment.id) };
}
