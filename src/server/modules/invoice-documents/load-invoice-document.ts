import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, patients } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { InvoiceDocument } from './document-data.js';
import { loadLetterhead } from './letterhead.js';

const credited = alias(invoices, 'credited_invoice');

/** The "Pay now" page of an invoice's pay token. */
export const payLinkOf = (appOrigin: string, payToken: string) =>
  `${appOrigin}/pay/${encodeURIComponent(payToken)}`;

/** An invoice or credit note of the clinic as its PDF prints it; 404 for another clinic's. */
export async function loadInvoiceDocument(
  db: Db,
  clinicId: string,
  invoiceId: string,
  appOrigin: string,
): Promise<InvoiceDocument> {
  const [row] = await db
    .select({
      invoice: invoices,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      patientAddress: patients.address,
      creditsInvoiceNumber: credited.number,
    })
    .from(invoices)
    .innerJoin(
      patients,
      and(eq(patients.id, invoices.patientId), eq(patients.clinicId, invoices.clinicId)),
    )
    .leftJoin(
      credited,
      and(eq(credited.id, invoices.creditsInvoiceId), eq(credited.clinicId, invoices.clinicId)),
    )
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
  const clinic = row && (await loadLetterhead(db, clinicId));
  if (!row || !clinic) throw notFound('The invoice');
  const { invoice } = row;
  const lines = await db
    .select({
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPriceCents: invoiceLines.unitPriceCents,
      discountCents: invoiceLines.discountCents,
      taxRateBasisPoints: invoiceLines.taxRateBasisPoints,
      pricesIncludeTax: invoiceLines.pricesIncludeTax,
      totalCents: invoiceLines.totalCents,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.clinicId, clinicId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position));

  const open = invoice.status === 'issued' || invoice.status === 'partly_paid';
  const balanceCents = invoice.status === 'draft' ? invoice.totalCents : invoice.balanceCents;
  return {
    clinic,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    creditsInvoiceNumber: row.creditsInvoiceNumber,
    issuedAt: invoice.issuedAt,
    dueOn: invoice.dueOn,
    createdAt: invoice.createdAt,
    currency: invoice.currency,
    patient: {
      name: `${row.patientFirstName} ${row.patientLastName}`.trim(),
      address: row.patientAddress,
    },
    payer:
      invoice.payerKind === 'patient'
        ? null
        : { kind: invoice.payerKind, name: invoice.payerName, reference: invoice.payerReference },
    lines: lines.map(({ pricesIncludeTax: _, ...line }) => line),
    pricesIncludeTax: lines.length > 0 && lines.every((line) => line.pricesIncludeTax),
    subtotalCents: invoice.subtotalCents,
    discountCents: invoice.discountCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents - invoice.refundedCents,
    creditedCents: invoice.creditedCents,
    balanceCents,
    notes: invoice.notes,
    reason: invoice.reason,
    payLink:
      invoice.kind === 'invoice' && open && balanceCents > 0 && invoice.payToken
        ? payLinkOf(appOrigin, invoice.payToken)
        : null,
  };
}
