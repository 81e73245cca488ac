import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Invoice, InvoiceSummary } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, patients, paymentAllocations, payments } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { patientCreditCents } from '../payments/credit.js';

type InvoiceRow = typeof invoices.$inferSelect;

export const patientNameSql = sql<string>`trim(${patients.firstName} || ' ' || ${patients.lastName})`;

/** Issued or partly paid, and due before the clinic's `today`. */
export const isOverdue = (row: Pick<InvoiceRow, 'status' | 'dueOn'>, today: string) =>
  (row.status === 'issued' || row.status === 'partly_paid') &&
  row.dueOn !== null &&
  row.dueOn < today;

export function toSummary(row: InvoiceRow, patientName: string, today: string): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    currency: row.currency,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: row.balanceCents,
    patientId: row.patientId,
    patientName,
    payerKind: row.payerKind,
    payerName: row.payerName,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    dueOn: row.dueOn,
    overdue: isOverdue(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One invoice or credit note of the clinic with its lines, money and corrections; else 404. */
export async function invoiceDetails(
  db: Db,
  clinicId: string,
  id: string,
  today: string,
): Promise<Invoice> {
  const [found] = await db
    .select({ invoice: invoices, patientName: patientNameSql })
    .from(invoices)
    .innerJoin(
      patients,
      and(eq(patients.clinicId, invoices.clinicId), eq(patients.id, invoices.patientId)),
    )
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, id)));
  if (!found) throw notFound('The invoice');
  const row = found.invoice;
  const [lines, money, creditNotes, credited, creditCents] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.clinicId, clinicId), eq(invoiceLines.invoiceId, id)))
      .orderBy(asc(invoiceLines.position)),
    db
      .select({
        paymentId: payments.id,
        kind: payments.kind,
        method: payments.method,
        amountCents: paymentAllocations.amountCents,
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
      .where(and(eq(paymentAllocations.clinicId, clinicId), eq(paymentAllocations.invoiceId, id)))
      .orderBy(asc(payments.receivedAt), asc(paymentAllocations.createdAt)),
    db
      .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents })
      .from(invoices)
      .where(
        and(
          eq(invoices.clinicId, clinicId),
          eq(invoices.creditsInvoiceId, id),
          ne(invoices.status, 'void'),
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.createdAt)),
    row.creditsInvoiceId
      ? db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, row.creditsInvoiceId)))
      : [],
    patientCreditCents(db, clinicId, row.patientId),
  ]);
  return {
    ...toSummary(row, found.patientName, today),
    payerReference: row.payerReference,
    payerEmail: row.payerEmail,
    appointmentId: row.appointmentId,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    taxCents: row.taxCents,
    refundedCents: row.refundedCents,
    creditedCents: row.creditedCents,
    notes: row.notes,
    reason: row.reason,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      appointmentId: line.appointmentId,
      serviceId: line.serviceId,
      practitionerId: line.practitionerId,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      taxRateBasisPoints: line.taxRateBasisPoints,
      pricesIncludeTax: line.pricesIncludeTax,
      netCents: line.netCents,
      taxCents: line.taxCents,
      totalCents: line.totalCents,
    })),
    payments: money.map((payment) => ({
      ...payment,
      receivedAt: payment.receivedAt.toISOString(),
    })),
    creditsInvoice: credited[0] ?? null,
    creditNotes,
    patientCreditCents: creditCents,
  };
}
