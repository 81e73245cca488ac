import { and, eq } from 'drizzle-orm';
import type { ApplyCreditInput, Invoice } from '../../../domain/invoices.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import type { AppContext } from '../../context.js';
import { invoices, paymentAllocations } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { invoiceDetails } from '../invoices/invoice-view.js';
import { lockInvoice, refreshInvoiceTotals } from '../invoices/settle.js';
import { patientLedger, paymentState } from './ledger.js';
import { amount, assertTakesMoney, conflict } from './record.js';

/**
 * Uses the patient's credit on an invoice: the unallocated parts of their earlier payments in
 * the invoice's currency, oldest first, are allocated to it, up to its balance. The patient's
 * payments are locked before the invoice (the order refunds take them in), so credit is spent
 * once however many desks apply it at the same time.
 */
export async function applyCredit(
  ctx: AppContext,
  actor: ClinicActor,
  invoiceId: string,
  input: ApplyCreditInput,
): Promise<Invoice> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ patientId: invoices.patientId })
      .from(invoices)
      .where(and(eq(invoices.clinicId, actor.clinicId), eq(invoices.id, invoiceId)));
    if (!found) throw notFound('The invoice');
    const ledger = await patientLedger(tx, actor.clinicId, found.patientId, { lock: true });
    const invoice = (await lockInvoice(tx, actor.clinicId, invoiceId))!;
    assertTakesMoney(invoice, invoice.currency);
    if (input.amountCents > invoice.balanceCents) {
      throw conflict(
        'MORE_THAN_BALANCE',
        `Invoice ${invoice.number} has ${amount(Math.max(invoice.balanceCents, 0), invoice.currency)} left to pay.`,
      );
    }
    const sources = ledger
      .filter(
        (entry) => entry.payment.kind === 'payment' && entry.payment.currency === invoice.currency,
      )
      .map((entry) => ({
        id: entry.payment.id,
        left: paymentState(entry, ledger).unallocatedCents,
      }))
      .filter((source) => source.left > 0);
    const credit = sources.reduce((total, source) => total + source.left, 0);
    if (input.amountCents > credit) {
      throw conflict(
        'NO_CREDIT',
        credit === 0
          ? 'The patient has no credit to use.'
          : `The patient has only ${amount(credit, invoice.currency)} of credit.`,
      );
    }
    let rest = input.amountCents;
    const allocations: { paymentId: string; amountCents: number }[] = [];
    for (const source of sources) {
      const take = Math.min(rest, source.left);
      if (take > 0) allocations.push({ paymentId: source.id, amountCents: take });
      rest -= take;
    }
    await tx
      .insert(paymentAllocations)
      .values(allocations.map((a) => ({ ...a, clinicId: actor.clinicId, invoiceId })));
    await refreshInvoiceTotals(tx, actor.clinicId, invoiceId);
    await auditAs(tx, actor, {
      action: 'payment.credit_applied',
      entityType: 'invoice',
      entityId: invoiceId,
      meta: {
        patientId: invoice.patientId,
        amountCents: input.amountCents,
        paymentIds: allocations.map((a) => a.paymentId),
      },
    });
    return invoiceDetails(
      tx,
      actor.clinicId,
      invoiceId,
      await clinicToday(tx, ctx.clock, actor.clinicId),
    );
  });
}
