import { sql } from 'drizzle-orm';
import type {
  InvoiceKind,
  InvoiceStatus,
  PayerKind,
  PaymentKind,
  PaymentMethod,
} from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { daysCte, type ClinicDays } from './clinic-range.js';

export interface IssuedInvoiceRow {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  number: string | null;
  /** The clinic-local day of issue. */
  issuedOn: string;
  dueOn: string | null;
  patientName: string;
  patientEmail: string;
  patientAddress: string;
  payerKind: PayerKind;
  payerName: string;
  payerEmail: string;
  payerReference: string;
  currency: string;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  balanceCents: number;
}

/** Invoices and credit notes issued on the clinic's days (void ones too), by number. */
export const issuedInvoices = (db: Db, days: ClinicDays) =>
  rowsOf<IssuedInvoiceRow>(
    db,
    sql`with ${daysCte(days)}
      select i.id as "id", i.kind::text as "kind", i.status::text as "status",
        i.number as "number", to_char(i.issued_at at time zone r.tz, 'YYYY-MM-DD') as "issuedOn",
        i.due_on as "dueOn", trim(p.first_name || ' ' || p.last_name) as "patientName",
        p.email as "patientEmail", p.address as "patientAddress",
        i.payer_kind::text as "payerKind", i.payer_name as "payerName",
        i.payer_email as "payerEmail", i.payer_reference as "payerReference",
        i.currency as "currency", i.tax_cents as "taxCents", i.total_cents as "totalCents",
        i.paid_cents as "paidCents", i.refunded_cents as "refundedCents",
        i.balance_cents as "balanceCents"
      from invoices i join r on i.clinic_id = r.clinic_id
        join patients p on p.clinic_id = i.clinic_id and p.id = i.patient_id
      where i.status <> 'draft' and i.issued_at >= r.lo and i.issued_at < r.hi
      order by i.number_year, i.number_sequence, i.id`,
  );

export interface ExportLineRow {
  invoiceId: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
}

/** The lines of the invoices issued on the clinic's days, in their order. */
export const issuedInvoiceLines = (db: Db, days: ClinicDays) =>
  rowsOf<ExportLineRow>(
    db,
    sql`with ${daysCte(days)}
      select l.invoice_id as "invoiceId", l.description as "description",
        l.quantity as "quantity", l.unit_price_cents as "unitPriceCents",
        l.discount_cents as "discountCents", l.tax_rate_basis_points as "taxRateBasisPoints",
        l.tax_cents as "taxCents"
      from invoice_lines l join r on l.clinic_id = r.clinic_id
        join invoices i on i.clinic_id = l.clinic_id and i.id = l.invoice_id
      where i.status <> 'draft' and i.issued_at >= r.lo and i.issued_at < r.hi
      order by l.invoice_id, l.position, l.id`,
  );

export interface ReceivedPaymentRow {
  receivedOn: string;
  patientName: string;
  method: PaymentMethod;
  kind: PaymentKind;
  currency: string;
  amountCents: number;
  invoiceNumbers: string;
  reference: string;
}

/** Payments and refunds received on the clinic's days, oldest first, with the invoices they went to. */
export const receivedPayments = (db: Db, days: ClinicDays) =>
  rowsOf<ReceivedPaymentRow>(
    db,
    sql`with ${daysCte(days)}
      select to_char(pay.received_at at time zone r.tz, 'YYYY-MM-DD') as "receivedOn",
        trim(p.first_name || ' ' || p.last_name) as "patientName",
        pay.method::text as "method", pay.kind::text as "kind", pay.currency as "currency",
        pay.amount_cents as "amountCents", pay.reference as "reference",
        coalesce((select string_agg(i.number, ' ' order by i.number)
          from payment_allocations a
            join invoices i on i.clinic_id = a.clinic_id and i.id = a.invoice_id
          where a.clinic_id = pay.clinic_id and a.payment_id = pay.id), '') as "invoiceNumbers"
      from payments pay join r on pay.clinic_id = r.clinic_id
        join patients p on p.clinic_id = pay.clinic_id and p.id = pay.patient_id
      where pay.received_at >= r.lo and pay.received_at < r.hi
      order by pay.received_at, pay.created_at, pay.id`,
  );
