import { z } from 'zod';
import { calendarDateSchema } from './dates.js';
import { minorUnitDigits } from './money.js';
import { daysBetween } from './stats.js';

/**
 * Billing reports for owners and administrators (stats.read). `from` and `to` are days of the
 * clinic's calendar, both included, read in the clinic's time zone; money is integer minor units
 * of the clinic's currency.
 *
 * GET /reports/revenue?from=&to=&groupBy= → {currency, from, to, totalCents, rows}
 * GET /reports/outstanding → {currency, asOf, buckets, invoices}
 * GET /reports/exports/invoices.csv?from=&to= → text/csv: invoices and credit notes issued
 * GET /reports/exports/payments.csv?from=&to= → text/csv: payments and refunds received
 * GET /reports/exports/xero.csv?from=&to= → text/csv: Xero's sales invoice import, one row a line
 */

/** The longest range asked for at once: two years and a leap day. */
export const REPORT_MAX_DAYS = 731;

const day = calendarDateSchema();

function checkRange(query: { from: string; to: string }, issues: z.core.$RefinementCtx) {
  const span = daysBetween(query.from, query.to);
  if (span < 0)
    issues.addIssue({ code: 'custom', path: ['to'], message: 'End on or after the start.' });
  if (span + 1 > REPORT_MAX_DAYS)
    issues.addIssue({ code: 'custom', path: ['to'], message: 'Choose at most two years.' });
}

export const reportRangeSchema = z.object({ from: day, to: day }).superRefine(checkRange);
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const revenueGroupings = ['practitioner', 'service', 'payer', 'location', 'method'] as const;
export type RevenueGrouping = (typeof revenueGroupings)[number];
export const revenueGroupingLabels: Record<RevenueGrouping, string> = {
  practitioner: 'Practitioner',
  service: 'Service',
  payer: 'Payer',
  location: 'Location',
  method: 'Payment method',
};

export const revenueQuerySchema = z
  .object({
    from: day,
    to: day,
    groupBy: z
      .enum(revenueGroupings, 'Choose practitioner, service, payer, location or method.')
      .default('practitioner'),
  })
  .superRefine(checkRange);
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

/** The row key of money no invoice took (the patients' credit). */
export const UNALLOCATED_KEY = 'unallocated';
export const UNALLOCATED_LABEL = 'Unallocated credit';
/** The row key of lines without a practitioner, service or location. */
export const NONE_KEY = 'none';

/**
 * Money received in the range (payments less refunds, by the day they were received), each
 * payment's part for an invoice split over the invoice's lines in proportion to their totals.
 * `key` is the practitioner's, service's or location's id, `patient` or `insurer:<name>` (the
 * payer), the payment method, `unallocated` for credit, or `none`. A refund's rows are negative,
 * so a row can be below zero.
 */
export const revenueReportSchema = z.object({
  currency: z.string(),
  from: day,
  to: day,
  groupBy: z.enum(revenueGroupings),
  /** Σ payments − Σ refunds received in the range; the rows add up to it. */
  totalCents: z.number().int(),
  rows: z.array(z.object({ key: z.string(), label: z.string(), amountCents: z.number().int() })),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const agingBuckets = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

/** Which bucket an invoice `days` days after its issue day falls in (90+ means 91 or more). */
export function agingBucketOf(days: number): AgingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/**
 * Issued and partly paid invoices that still have a balance, as of the clinic's today (`asOf`),
 * aged by the whole days from the clinic-local day of issue to `asOf` (not from the due day).
 */
export const outstandingReportSchema = z.object({
  currency: z.string(),
  asOf: day,
  /** Σ balance of the invoices in each bucket. */
  buckets: z.object({
    '0-30': z.number().int(),
    '31-60': z.number().int(),
    '61-90': z.number().int(),
    '90+': z.number().int(),
  }),
  /** Oldest first. */
  invoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string().nullable(),
      patientName: z.string(),
      /** The insurer, employer or person paying; empty when the patient pays. */
      payerName: z.string(),
      issuedAt: z.iso.datetime(),
      dueOn: z.iso.date().nullable(),
      /** Days past the due day; left out when it is not due yet. */
      daysOverdue: z.number().int().positive().optional(),
      /** Days since the day of issue, which decide the bucket. */
      ageDays: z.number().int().nonnegative(),
      balanceCents: z.number().int(),
      bucket: z.enum(agingBuckets),
    }),
  ),
});
export type OutstandingReport = z.infer<typeof outstandingReportSchema>;

/**
 * Minor units as a decimal amount in major units with the currency's digits, for spreadsheets
 * and accounting imports: 123456 USD → "1234.56", −5 EUR → "-0.05", 1500 JPY → "1500".
 */
export function decimalAmount(amountCents: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const sign = amountCents < 0 ? '-' : '';
  const text = String(Math.abs(amountCents)).padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A day as Xero reads it in an import: Xero takes the organisation's own date format, not ISO,
 * so MM/DD/YYYY for a US clinic (locale en-US) and DD/MM/YYYY everywhere else.
 */
export function xeroDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-');
  return locale === 'en-US' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}
