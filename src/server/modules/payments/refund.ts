import { and, eq } from 'drizzle-orm';
import type { Payment, RefundInput } from '../../../domain/invoices.js';
import type { AppContext } from '../../context.js';
import { payments } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { loadPayment, patientLedger, paymentState } from './ledger.js';
import { amount, conflict, recordPayment } from './record.js';

/**
 * Gives money of a payment back. The payment's unallocated credit is given back first, then
 * what it paid on its invoices, the invoice it paid last first, each up to what it paid there:
 * those invoices are open again for that much. The reason is kept as the refund's reference
 * (free text stays out of the audit trail). The patient's payments are locked first, so two
 * refunds of one payment cannot both give back its last euro.
 */
export async function refundPayment(
  ctx: AppContext,
  actor: ClinicActor,
  paymentId: string,
  input: RefundInput,
): Promise<Payment> {
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ patientId: payments.patientId, kind: payments.kind })
      .from(payments)
      .where(and(eq(payments.clinicId, actor.clinicId), eq(payments.id, paymentId)));
    if (!target) throw notFound('The payment');
    if (target.kind === 'refund') {
      throw conflict('REFUND_OF_REFUND', 'A refund cannot be refunded; record a payment instead.');
    }
    const ledger = await patientLedger(tx, actor.clinicId, target.patientId, { lock: true });
    const entry = ledger.find((candidate) => candidate.payment.id === paymentId)!;
    const { payment } = entry;
    const state = paymentState(entry, ledger);
    const left = payment.amountCents - state.refundedCents;
    if (input.amountCents > left) {
      throw conflict(
        'REFUND_MORE_THAN_PAID',
        left === 0
          ? 'This payment was already given back in full.'
          : `Only ${amount(left, payment.currency)} of this payment is left to give back.`,
      );
    }
    let rest = input.amountCents - Math.min(input.amountCents, state.unallocatedCents);
    const allocations: { invoiceId: string; amountCents: number }[] = [];
    for (const invoiceId of state.latestFirst) {
      const take = Math.min(rest, state.paidOnInvoice.get(invoiceId) ?? 0);
      if (take > 0) allocations.push({ invoiceId, amountCents: take });
      rest -= take;
    }
    const refundId = await recordPayment(tx, {
      clinicId: actor.clinicId,
      patientId: payment.patientId,
      kind: 'refund',
      method: input.method,
      amountCents: input.amountCents,
      currency: payment.currency,
      receivedAt: ctx.clock.now(),
      reference: input.reason,
      refundOfPaymentId: payment.id,
      createdByUserId: actor.userId,
      allocations,
      origin: actor.origin,
    });
    return loadPayment(tx, actor.clinicId, payment.patientId, refundId);
  });
}
