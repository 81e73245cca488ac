import type { ReportRange } from '../../../domain/billing-reports.js';
import type { Db } from '../../db/client.js';
import { reportClinicOf } from './clinic-range.js';
import { invoicesCsv, paymentsCsv } from './csv-exports.js';
import { issuedInvoiceLines, issuedInvoices, receivedPayments } from './export-queries.js';
import { xeroCsv } from './xero.js';

export const exportKinds = ['invoices', 'payments', 'xero'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** One of the accountant's CSV files for the clinic's days `from`–`to`. */
export async function billingExport(
  db: Db,
  clinicId: string,
  kind: ExportKind,
  range: ReportRange,
): Promise<string> {
  const clinic = await reportClinicOf(db, clinicId);
  const days = { clinicId, timeZone: clinic.timeZone, ...range };
  if (kind === 'payments') return paymentsCsv(await receivedPayments(db, days));
  const invoices = await issuedInvoices(db, days);
  if (kind === 'invoices') return invoicesCsv(invoices);
  return xeroCsv(invoices, await issuedInvoiceLines(db, days), clinic.locale);
}
