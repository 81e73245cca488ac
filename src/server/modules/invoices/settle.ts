import { and, eq, sql } from 'drizzle-orm';
import { invoiceBalance, settledStatus } from '../../../domain/invoice-math.js';
import type { Db } from '../../db/client.js';
import { invoices, paymentAllocations, payments } from '../../db/schema.js';

/**
 * Recomputes an issued invoice's paid, refunded and credited sums, its balance and status from
 * its payment allocations and issued credit notes. Every change of those calls it in the same
 * transaction, after taking the invoice's row lock (`lockInvoice`), so two desks paying one
 * invoice at once are counted one after the other. Drafts and void invoices keep a zero balance.
 */
export async function refreshInvoiceTotals(tx: Db, clinicId: string, invoiceId: string) {
  const [sums] = await tx
    .select({
      paidCents: sql<number>`coalesce(sum(${paymentAllocations.amountCents}) filter (where ${payments.kind} = 'payment'), 0)::int`,
      refundedCents: sql<number>`coalesce(sum(${paymentAllocations.amountCents}) filter (where ${payments.kind} = 'refund'), 0)::int`,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(
      and(eq(paymentAllocations.clinicId, clinicId), eq(paymentAllocations.invoiceId, invoiceId)),
    );
  const [credit] = await tx
    .select({ creditedCents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.clinicId, clinicId),
        eq(invoices.creditsInvoiceId, invoiceId),
        eq(invoices.kind, 'credit_note'),
        sql`${invoices.status} <> 'draft' and ${invoices.status} <> 'void'`,
      ),
    );
  const [invoice] = await tx
    .select({ kind: invoices.kind, status: invoices.status, totalCents: invoices.totalCents })
    .from(invoices)
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
  if (!invoice) return;
  const settlement = { totalCents: invoice.totalCents, ...sums!, ...credit! };
  const open =
    invoice.kind === 'invoice' && invoice.status !== 'draft' && invoice.status !== 'void';
  await tx
    .update(invoices)
    .set({
      ...sums!,
      ...credit!,
      balanceCents: open ? invoiceBalance(settlement) : 0,
      ...(open ? { status: settledStatus(settlement) } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
}

/** Takes the invoice's row lock for the rest of the transaction; undefined when it is not there. */
export async function lockInvoice(tx: Db, clinicId: string, invoiceId: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)))
    .for('update');
  return row;
}
