import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney, money } from '../../../domain/money.js';
import type { PaymentKind, PaymentMethod } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoices, paymentAllocations, payments } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import { recordAudit } from '../audit/service.js';
import { refreshInvoiceTotals } from '../invoices/settle.js';

export interface PaymentToRecord {
  clinicId: string;
  patientId: string;
  kind: PaymentKind;
  method: PaymentMethod;
  /** Positive; `kind` says which way the money went. */
  amountCents: number;
  currency: string;
  receivedAt: Date;
  reference?: string;
  refundOfPaymentId?: string | null;
  /** The online provider's id: recording it twice fails on its unique index. */
  providerPaymentId?: string | null;
  /** The member who recorded it; null for the online provider. */
  createdByUserId: string | null;
  /** Which invoices it pays (or, for a refund, gives back money for). */
  allocations: readonly { invoiceId: string; amountCents: number }[];
  /** Where the request came from, for the audit trail. */
  origin?: { ip?: string; userAgent?: string };
}

/** An amount as a message shows it: "€12.50". */
export const amount = (cents: number, currency: string) => formatMoney(money(cents, currency));

export const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * Refuses money on what cannot take it: a credit note, a void or draft invoice, or an invoice in
 * another currency than the money (the clinic changed its currency since it was issued).
 */
export function assertTakesMoney(
  invoice: Pick<typeof invoices.$inferSelect, 'kind' | 'status' | 'number' | 'currency'>,
  currency: string,
) {
  if (invoice.kind !== 'invoice') {
    throw conflict('NOT_AN_INVOICE', 'A credit note is not paid; it reduces its invoice.');
  }
  if (invoice.status === 'void') {
    throw conflict('INVOICE_VOID', `Invoice ${invoice.number} is void and takes no payments.`);
  }
  if (invoice.status === 'draft') {
    throw conflict('INVOICE_NOT_ISSUED', 'Issue the invoice before recording money on it.');
  }
  if (invoice.currency !== currency) {
    throw conflict(
      'CURRENCY_MISMATCH',
      `Invoice ${invoice.number} is in ${invoice.currency}, the payment in ${currency}.`,
    );
  }
}

/**
 * Records a payment or refund and spreads it over invoices, in the caller's transaction. The
 * invoices are locked (in id order, so two payments over the same invoices cannot deadlock) and
 * checked before anything is written: each must be an issued invoice of the patient in the
 * payment's currency, a payment may not take more than an invoice's balance, and a refund may
 * not give back more than was paid on it. Recomputes each invoice's totals and writes the audit
 * event. Returns the new payment's id.
 */
export async function recordPayment(tx: Db, payment: PaymentToRecord): Promise<string> {
  const { clinicId } = payment;
  const allocated = payment.allocations.reduce((sum, a) => sum + a.amountCents, 0);
  if (allocated > payment.amountCents) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The invoices take more than the payment.', {
      allocations: 'The invoices take more than the payment.',
    });
  }
  const invoiceIds = [...new Set(payment.allocations.map((a) => a.invoiceId))].sort();
  if (invoiceIds.length !== payment.allocations.length) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Name each invoice once.');
  }
  const locked = invoiceIds.length
    ? await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.clinicId, clinicId), inArray(invoices.id, invoiceIds)))
        .orderBy(invoices.id)
        .for('update')
    : [];
  const byId = new Map(locked.map((row) => [row.id, row]));
  for (const allocation of payment.allocations) {
    const invoice = byId.get(allocation.invoiceId);
    if (!invoice || invoice.patientId !== payment.patientId) throw notFound('The invoice');
    assertTakesMoney(invoice, payment.currency);
    if (payment.kind === 'payment' && allocation.amountCents > invoice.balanceCents) {
      throw conflict(
        'MORE_THAN_BALANCE',
        `Invoice ${invoice.number} has ${amount(invoice.balanceCents, invoice.currency)} left to pay; record the rest as credit.`,
      );
    }
    if (
      payment.kind === 'refund' &&
      allocation.amountCents > invoice.paidCents - invoice.refundedCents
    ) {
      throw conflict(
        'REFUND_MORE_THAN_PAID',
        `Only ${amount(invoice.paidCents - invoice.refundedCents, invoice.currency)} was paid on invoice ${invoice.number}.`,
      );
    }
  }

  const [row] = await tx
    .insert(payments)
    .values({
      clinicId,
      patientId: payment.patientId,
      kind: payment.kind,
      method: payment.method,
      amountCents: payment.amountCents,
      currency: payment.currency,
      receivedAt: payment.receivedAt,
      reference: payment.reference ?? '',
      refundOfPaymentId: payment.refundOfPaymentId ?? null,
      providerPaymentId: payment.providerPaymentId ?? null,
      createdByUserId: payment.createdByUserId,
    })
    .returning({ id: payments.id });
  const paymentId = row!.id;
  if (payment.allocations.length) {
    await tx.insert(paymentAllocations).values(
      payment.allocations.map((allocation) => ({
        clinicId,
        paymentId,
        invoiceId: allocation.invoiceId,
        amountCents: allocation.amountCents,
      })),
    );
  }
  for (const invoiceId of invoiceIds) await refreshInvoiceTotals(tx, clinicId, invoiceId);
  await recordAudit(tx, {
    action: payment.kind === 'refund' ? 'payment.refund' : 'payment.record',
    clinicId,
    actorUserId: payment.createdByUserId,
    entityType: 'payment',
    entityId: paymentId,
    ...payment.origin,
    meta: {
      patientId: payment.patientId,
      method: payment.method,
      amountCents: payment.amountCents,
      invoiceIds,
    },
  });
  return paymentId;
}
