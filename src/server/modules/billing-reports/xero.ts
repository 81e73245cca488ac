import { decimalAmount, xeroDate } from '../../../domain/billing-reports.js';
import { toCsv } from '../../../domain/csv.js';
import type { ExportLineRow, IssuedInvoiceRow } from './export-queries.js';

/** The columns of Xero's sales invoice import template, in its order (* = required by Xero). */
export const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
];

/**
 * Xero's default Sales account and the names of its default tax rates. A clinic whose chart of
 * accounts or tax rates are named differently (a UK organisation's "20% (VAT on Income)") maps
 * them on Xero's import screen or edits these two columns of the file before importing it.
 */
const ACCOUNT_CODE = '200';
const taxTypeOf = (basisPoints: number) => (basisPoints > 0 ? 'Tax on Sales' : 'Tax Exempt');

/**
 * Xero's Discount is a percentage of quantity × unit amount. When the line's discount is not a
 * whole hundredth of a percent, the line goes as quantity 1 at its discounted amount instead,
 * so Xero's line total is exactly ours.
 */
function quantityPriceDiscount(line: ExportLineRow, currency: string) {
  const gross = line.quantity * line.unitPriceCents;
  if (line.discountCents === 0 || gross === 0)
    return [line.quantity, decimalAmount(line.unitPriceCents, currency), ''];
  // Discount as hundredths of a percent: exact when discount × 10000 divides by gross.
  if ((line.discountCents * 10_000) % gross === 0)
    return [
      line.quantity,
      decimalAmount(line.unitPriceCents, currency),
      ((line.discountCents * 10_000) / gross / 100).toFixed(2),
    ];
  return [1, decimalAmount(gross - line.discountCents, currency), ''];
}

/**
 * Issued invoices of the range as Xero's sales invoice import, one row per line. Credit notes
 * and void invoices are left out: Xero imports credit notes separately. Unit amounts are as the
 * clinic priced them, so the import is told "tax inclusive" when the clinic's prices include
 * tax. Dates in Xero's organisation format (`xeroDate`).
 */
export function xeroCsv(invoices: IssuedInvoiceRow[], lines: ExportLineRow[], locale: string) {
  const byInvoice = new Map<string, ExportLineRow[]>();
  for (const line of lines)
    byInvoice.set(line.invoiceId, [...(byInvoice.get(line.invoiceId) ?? []), line]);
  const rows = invoices
    .filter((invoice) => invoice.kind === 'invoice' && invoice.status !== 'void')
    .flatMap((invoice) => {
      const patientPays = invoice.payerKind === 'patient';
      const contact = [
        patientPays ? invoice.patientName : invoice.payerName,
        patientPays ? invoice.patientEmail : invoice.payerEmail,
        patientPays ? invoice.patientAddress.replace(/\s*\r?\n\s*/g, ', ') : '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ];
      const issued = xeroDate(invoice.issuedOn, locale);
      return (byInvoice.get(invoice.id) ?? []).map((line) => [
        ...contact,
        invoice.number,
        invoice.payerReference,
        issued,
        invoice.dueOn ? xeroDate(invoice.dueOn, locale) : issued,
        decimalAmount(invoice.totalCents, invoice.currency),
        '',
        line.description,
        ...quantityPriceDiscount(line, invoice.currency),
        ACCOUNT_CODE,
        taxTypeOf(line.taxRateBasisPoints),
        decimalAmount(line.taxCents, invoice.currency),
        '',
        '',
        '',
        '',
        invoice.currency,
        '',
      ]);
    });
  return toCsv(XERO_COLUMNS, rows);
}
