import { decimalAmount } from '../../../domain/billing-reports.js';
import { toCsv } from '../../../domain/csv.js';
import { invoiceStatusLabels, paymentMethodLabels } from '../../../domain/invoices.js';
import type { IssuedInvoiceRow, ReceivedPaymentRow } from './export-queries.js';

// The BOM makes spreadsheet programs read the names as UTF-8. Days are ISO (YYYY-MM-DD): a
// spreadsheet reads them as dates whatever its locale.
const csv = (header: string[], rows: (string | number | null)[][]) =>
  `\uFEFF${toCsv(header, rows)}`;

/**
 * Invoices and credit notes issued in the range. A credit note's amounts are negative, so the
 * columns add up to what was invoiced; paid is what was received less what was refunded.
 */
export function invoicesCsv(rows: IssuedInvoiceRow[]): string {
  return csv(
    [
      'number',
      'date',
      'due',
      'patient',
      'payer',
      'net',
      'tax',
      'total',
      'paid',
      'balance',
      'status',
    ],
    rows.map((row) => {
      const sign = row.kind === 'credit_note' ? -1 : 1;
      const money = (cents: number) => decimalAmount(sign * cents, row.currency);
      return [
        row.number,
        row.issuedOn,
        row.dueOn,
        row.patientName,
        row.payerKind === 'patient' ? row.patientName : row.payerName,
        money(row.totalCents - row.taxCents),
        money(row.taxCents),
        money(row.totalCents),
        decimalAmount(row.paidCents - row.refundedCents, row.currency),
        decimalAmount(row.balanceCents, row.currency),
        row.kind === 'credit_note' ? 'Credit note' : invoiceStatusLabels[row.status],
      ];
    }),
  );
}

/** Payments and refunds received in the range; a refund's amount is negative. */
export function paymentsCsv(rows: ReceivedPaymentRow[]): string {
  return csv(
    ['date', 'patient', 'method', 'amount', 'kind', 'invoices', 'reference'],
    rows.map((row) => [
      row.receivedOn,
      row.patientName,
      paymentMethodLabels[row.method],
      decimalAmount(row.kind === 'refund' ? -row.amountCents : row.amountCents, row.currency),
      row.kind === 'refund' ? 'Refund' : 'Payment',
      row.invoiceNumbers,
      row.reference,
    ]),
  );
}
