import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Invoice, InvoiceStatus } from '../../../domain/invoices.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, paymentAllocations, payments, patients } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { patientCreditCents } from '../payments/credit.js';

/** Issued or partly paid, with a due day before the clinic's today. */
export const isOverdue = (
  invoice: { kind: string; status: InvoiceStatus; dueOn: string | null },
  today: string,
) =>
  invoice.kind === 'invoice' &&
  (invoice.status === 'issued' || invoice.status === 'partly_paid') &&
  invoice.dueOn !== null &&
  invoice.dueOn < today;

/**
 * An invoice or credit note of the clinic as `invoiceSchema` shows it: its lines, the payments
 * and refunds allocated to it (one entry per payment, its allocations summed), the invoice a
 * credit note corrects or an invoice's issued credit notes, and the patient's unallocated credit.
 * Another clinic's invoice is not found.
 */
export async function invoiceDetail(
  db: Db,
  clock: Clock,
  clinicId: string,
  invoiceId: string,
): Promise<Invoice> {
  const [row] = await db
    .select({
      invoice: invoices,
      patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
    })
    .from(invoices)
    .innerJoin(
      patients,
      and(eq(patients.clinicId, invoices.clinicId), eq(patients.id, invoices.patientId)),
    )
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
  if (!row) throw notFound('The invoice');
  const { invoice } = row;

  const lines = await db
    .select({
      id: invoiceLines.id,
      description: invoiceLines.description,
      appointmentId: invoiceLines.appointmentId,
      serviceId: invoiceLines.serviceId,
      practitionerId: invoiceLines.practitionerId,
      quantity: invoiceLines.quantity,
      unitPriceCents: invoiceLines.unitPriceCents,
      discountCents: invoiceLines.discountCents,
      taxRateBasisPoints: invoiceLines.taxRateBasisPoints,
      pricesIncludeTax: invoiceLines.pricesIncludeTax,
      netCents: invoiceLines.netCents,
      taxCents: invoiceLines.taxCents,
      totalCents: invoiceLines.totalCents,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.clinicId, clinicId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position));

  const money = await db
    .select({
      paymentId: payments.id,
      kind: payments.kind,
      method: payments.method,
      amountCents: sql<number>`sum(${paymentAllocations.amountCents})::int`,
      receivedAt: payments.receivedAt,
      reference: payments.reference,
    })
    .from(paymentAllocations)
    .innerJoin(
      payments,
      and(
        eq(payments.clinicId, paymentAllocations.clinicId),
        eq(payments.id, paymentAllocations.paymentId),
      ),
    )
    .where(
      and(eq(paymentAllocations.clinicId, clinicId), eq(paymentAllocations.invoiceId, invoiceId)),
    )
    .groupBy(payments.id)
    .orderBy(asc(payments.receivedAt), asc(payments.createdAt));

  const creditsInvoice = invoice.creditsInvoiceId
    ? await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoice.creditsInvoiceId)))
        .then((found) => found[0] ?? null)
    : null;
  const creditNotes =
    invoice.kind === 'invoice'
      ? await db
          .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents })
          .from(invoices)
          .where(
            and(
              eq(invoices.clinicId, clinicId),
              eq(invoices.creditsInvoiceId, invoiceId),
              eq(invoices.kind, 'credit_note'),
              ne(invoices.status, 'draft'),
              ne(invoices.status, 'void'),
            ),
          )
          .orderBy(asc(invoices.issuedAt))
      : [];

  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    balanceCents: invoice.balanceCents,
    patientId: invoice.patientId,
    patientName: row.patientName,
    payerKind: invoice.payerKind,
    payerName: invoice.payerName,
    issuedAt: invoice.issuedAt?.toISOString() ?? null,
    dueOn: invoice.dueOn,
    overdue: isOverdue(invoice, await clinicToday(db, clock, clinicId)),
    createdAt: invoice.createdAt.toISOString(),
    payerReference: invoice.payerReference,
    payerEmail: invoice.payerEmail,
    appointmentId: invoice.appointmentId,
    subtotalCents: invoice.subtotalCents,
    discountCents: invoice.discountCents,
    taxCents: invoice.taxCents,
    refundedCents: invoice.refundedCents,
    creditedCents: invoice.creditedCents,
    notes: invoice.notes,
    reason: invoice.reason,
    voidedAt: invoice.voidedAt?.toISOString() ?? null,
    lines,
    payments: money.map((entry) => ({ ...entry, receivedAt: entry.receivedAt.toISOString() })),
    creditsInvoice,
    creditNotes,
    patientCreditCents: await patientCreditCents(db, clinicId, invoice.patientId),
  };
}
