import { sql } from 'drizzle-orm';
import type { PayerKind, PaymentKind, PaymentMethod } from '../../../domain/invoices.js';
import { splitByWeights } from '../../../domain/payment-split.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { daysCte, type ClinicDays } from './clinic-range.js';

/**
 * A piece of money received: a payment's (positive) or a refund's (negative) part for one
 * invoice line, or for no invoice at all (`invoiceId` null: credit, or a refund of it).
 */
export interface ReceivedPart {
  paymentId: string;
  kind: PaymentKind;
  method: PaymentMethod;
  currency: string;
  amountCents: number;
  invoiceId: string | null;
  payerKind: PayerKind | null;
  payerName: string | null;
  practitionerId: string | null;
  serviceId: string | null;
  locationId: string | null;
}

interface AllocationRow {
  paymentId: string;
  kind: PaymentKind;
  method: PaymentMethod;
  currency: string;
  amountCents: number;
  invoiceId: string | null;
  allocatedCents: number | null;
}

interface LineRow {
  invoiceId: string;
  totalCents: number;
  practitionerId: string | null;
  serviceId: string | null;
  locationId: string | null;
}

interface InvoiceRow {
  id: string;
  payerKind: PayerKind;
  payerName: string;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const paidSql = (days: ClinicDays) => sql`${daysCte(days)},
  paid as (
    select p.id, p.kind, p.method, p.currency, p.amount_cents from payments p join r
      on p.clinic_id = r.clinic_id
    where p.received_at >= r.lo and p.received_at < r.hi
  ),
  allocated as (
    select a.payment_id, a.invoice_id, a.amount_cents, a.id from payment_allocations a
      join paid on paid.id = a.payment_id join r on a.clinic_id = r.clinic_id
  )`;

/**
 * Every payment and refund received on the clinic's days `from`–`to` (by `received_at` in its
 * time zone), in parts: each allocation to an invoice split over that invoice's lines in
 * proportion to their totals (`splitByWeights`), and what no invoice took as one part without
 * an invoice. The parts of a payment add up to its amount exactly; a refund's are negative.
 */
export async function receivedParts(db: Db, days: ClinicDays): Promise<ReceivedPart[]> {
  const [allocations, lines, invoices] = await Promise.all([
    rowsOf<AllocationRow>(
      db,
      sql`with ${paidSql(days)}
        select paid.id as "paymentId", paid.kind::text as "kind", paid.method::text as "method",
          paid.currency as "currency", paid.amount_cents as "amountCents",
          allocated.invoice_id as "invoiceId", allocated.amount_cents as "allocatedCents"
        from paid left join allocated on allocated.payment_id = paid.id
        order by paid.id, allocated.id`,
    ),
    rowsOf<LineRow>(
      db,
      sql`with ${paidSql(days)}
        select l.invoice_id as "invoiceId", l.total_cents as "totalCents",
          l.practitioner_id as "practitionerId", l.service_id as "serviceId",
          l.location_id as "locationId"
        from invoice_lines l join r on l.clinic_id = r.clinic_id
        where l.invoice_id in (select invoice_id from allocated)
        order by l.invoice_id, l.position, l.id`,
    ),
    rowsOf<InvoiceRow>(
      db,
      sql`with ${paidSql(days)}
        select i.id as "id", i.payer_kind::text as "payerKind", i.payer_name as "payerName"
        from invoices i join r on i.clinic_id = r.clinic_id
        where i.id in (select invoice_id from allocated)`,
    ),
  ]);
  const linesOf = groupBy(lines, (line) => line.invoiceId);
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const parts: ReceivedPart[] = [];
  for (const rows of groupBy(allocations, (row) => row.paymentId).values()) {
    const payment = rows[0]!;
    const sign = payment.kind === 'refund' ? -1 : 1;
    const base = {
      paymentId: payment.paymentId,
      kind: payment.kind,
      method: payment.method,
      currency: payment.currency,
    };
    const none = {
      payerKind: null,
      payerName: null,
      practitionerId: null,
      serviceId: null,
      locationId: null,
    };
    let unallocated = payment.amountCents;
    for (const row of rows) {
      if (row.invoiceId === null || row.allocatedCents === null) continue;
      unallocated -= row.allocatedCents;
      const invoice = invoiceOf.get(row.invoiceId)!;
      const payer = { payerKind: invoice.payerKind, payerName: invoice.payerName };
      const invoiceLines = linesOf.get(row.invoiceId) ?? [];
      const amount = sign * row.allocatedCents;
      if (invoiceLines.length === 0) {
        parts.push({ ...base, ...none, ...payer, invoiceId: row.invoiceId, amountCents: amount });
        continue;
      }
      const split = splitByWeights(
        amount,
        invoiceLines.map((line) => Math.max(0, line.totalCents)),
      );
      invoiceLines.forEach((line, index) =>
        parts.push({
          ...base,
          ...payer,
          invoiceId: row.invoiceId,
          amountCents: split[index]!,
          practitionerId: line.practitionerId,
          serviceId: line.serviceId,
          locationId: line.locationId,
        }),
      );
    }
    if (unallocated !== 0)
      parts.push({ ...base, ...none, invoiceId: null, amountCents: sign * unallocated });
  }
  return parts;
}
