import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  PORTAL_INVOICES_MAX,
  portalInvoiceStatuses,
  type PortalInvoice,
} from '../../../domain/portal-invoices.js';
import type { AppContext } from '../../context.js';
import { invoices } from '../../db/schema.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { notFound } from '../../http-errors.js';
import { invoiceFileName, renderInvoicePdf } from '../invoice-documents/invoice-pdf.js';
import { loadInvoiceDocument } from '../invoice-documents/load-invoice-document.js';
import { isOverdue } from '../invoices/invoice-view.js';
import type { PortalPatient } from '../portal/portal-session.js';

/** The patient's issued invoices: theirs, of their clinic, neither drafts, void nor credit notes. */
const shownTo = (patient: PortalPatient) =>
  and(
    eq(invoices.clinicId, patient.clinicId),
    eq(invoices.patientId, patient.patientId),
    eq(invoices.kind, 'invoice'),
    inArray(invoices.status, [...portalInvoiceStatuses]),
  );

/** The web's pay page of a pay link's token. */
const payPathOf = (payToken: string) => `/pay/${encodeURIComponent(payToken)}`;

/** GET /portal/invoices: newest first, with a "Pay now" page while something is owed. */
export async function portalInvoices(
  ctx: AppContext,
  patient: PortalPatient,
): Promise<PortalInvoice[]> {
  const [today, rows] = await Promise.all([
    clinicToday(ctx.db, ctx.clock, patient.clinicId),
    ctx.db
      .select()
      .from(invoices)
      .where(shownTo(patient))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(PORTAL_INVOICES_MAX),
  ]);
  return rows.flatMap((row) => {
    // Issued invoices always have a number and an issue time; the check narrows their types.
    if (row.number === null || row.issuedAt === null) return [];
    if (row.status === 'draft' || row.status === 'void') return [];
    const balanceCents = Math.max(0, row.balanceCents);
    const owed = row.status !== 'paid' && balanceCents > 0;
    return [
      {
        id: row.id,
        number: row.number,
        issuedAt: row.issuedAt.toISOString(),
        dueOn: row.dueOn,
        currency: row.currency,
        totalCents: row.totalCents,
        balanceCents,
        status: row.status,
        overdue: isOverdue(row, today),
        payPath: owed && row.payToken ? payPathOf(row.payToken) : null,
      },
    ];
  });
}

/** One of the patient's issued invoices as PDF; 404 for anyone else's, a draft or a void one. */
export async function portalInvoicePdf(ctx: AppContext, patient: PortalPatient, id: string) {
  const [row] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(shownTo(patient), eq(invoices.id, id)));
  if (!row) throw notFound('The invoice');
  const doc = await loadInvoiceDocument(ctx.db, patient.clinicId, row.id, ctx.config.APP_ORIGIN);
  return { bytes: await renderInvoicePdf(doc), fileName: invoiceFileName(doc) };
}
