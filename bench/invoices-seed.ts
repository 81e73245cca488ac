// A clinic of N issued invoices for the invoice benchmark, written by SQL (generate_series), with
// the cached totals each invoice row keeps equal to its lines and payment allocations.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { seedPatientClinic, type BenchClinic } from './patients-seed';

/** The patient whose balance is asked: this many invoices in any clinic size. */
const FREQUENT_INVOICES = 40;
const TAX_RATE = 2000;
/** The frequent patient's payment that no invoice took: their credit. */
export const FREQUENT_CREDIT_CENTS = 2_500;
const YEAR = 2026;

export interface InvoiceBenchClinic extends BenchClinic {
  /** The patient with FREQUENT_INVOICES invoices. */
  frequentPatientId: string;
}

/**
 * One clinic of `patientCount` patients and `invoiceCount` issued invoices (numbers
 * 2026-000001…, the newest last, spread over the past 330 days), each of one line or, every
 * third, two, at 20 % tax included. By the number's last digit: 0–5 paid in full, 6–7 half paid,
 * 8–9 unpaid; one payment each, allocated to its invoice (its reference is the number). One
 * patient has FREQUENT_INVOICES of them whatever the size, and a credit.
 */
export async function seedInvoiceClinic(
  db: Db,
  slug: string,
  patientCount: number,
  invoiceCount: number,
  passwordHash: string,
): Promise<InvoiceBenchClinic> {
  const clinic = await seedPatientClinic(db, slug, patientCount, passwordHash);
  const clinicId = clinic.id;
  const every = Math.floor(invoiceCount / FREQUENT_INVOICES);
  const spreadSeconds = 330 * 24 * 3600;
  let frequentPatientId = '';
  await db.transaction(async (tx) => {
    await tx.execute(sql`update clinics set currency = 'EUR', locale = 'sr-Latn-RS',
      tax_rate_basis_points = ${TAX_RATE}, prices_include_tax = true where id = ${clinicId}`);
    const frequent = (await tx.execute(sql`select id from patients where clinic_id = ${clinicId}
      order by created_at desc, id limit 1`)) as unknown as { rows: Array<{ id: string }> };
    frequentPatientId = frequent.rows[0]!.id;
    // Invoices with their patient; totals come from the lines below.
    await tx.execute(sql`
      with p as (select array_agg(id order by created_at desc, id) as ids
          from patients where clinic_id = ${clinicId}),
        g as (select g, now() - make_interval(secs => (${invoiceCount}::int - g)::float8
            * ${spreadSeconds} / ${invoiceCount}) as issued_at
          from generate_series(1, ${invoiceCount}::int) g)
      insert into invoices (clinic_id, kind, status, number, number_year, number_sequence,
        patient_id, currency, issued_at, due_on, created_at, updated_at)
      select ${clinicId}, 'invoice', 'issued', ${`${YEAR}-`} || lpad(g::text, 6, '0'), ${YEAR}, g,
        case when g % ${every} = 0 then p.ids[1]
          else p.ids[2 + g % (array_length(p.ids, 1) - 1)] end,
        'EUR', issued_at, to_char(issued_at + interval '14 days', 'YYYY-MM-DD'), issued_at, issued_at
      from g, p`);
    // Line 1 always, line 2 every third invoice; tax taken out of the price, half-up per line.
    await tx.execute(sql`
      with l as (select i.id, i.number_sequence as g, n,
          case when n = 1 then 4000 + (i.number_sequence % 7) * 500 else 1500 end as unit,
          case when n = 1 then 1 else 1 + i.number_sequence % 2 end as quantity
        from invoices i cross join generate_series(1, 2) n
        where i.clinic_id = ${clinicId} and (n = 1 or i.number_sequence % 3 = 0))
      insert into invoice_lines (clinic_id, invoice_id, position, description, quantity,
        unit_price_cents, discount_cents, tax_rate_basis_points, prices_include_tax,
        net_cents, tax_cents, total_cents)
      select ${clinicId}, id, n, case when n = 1 then 'Physiotherapy session' else 'Kinesio taping' end,
        quantity, unit, 0, ${TAX_RATE}, true,
        quantity * unit - (2 * quantity * unit * ${TAX_RATE} + ${10_000 + TAX_RATE})
          / (2 * ${10_000 + TAX_RATE}),
        (2 * quantity * unit * ${TAX_RATE} + ${10_000 + TAX_RATE}) / (2 * ${10_000 + TAX_RATE}),
        quantity * unit
      from l`);
    await tx.execute(sql`
      update invoices i set subtotal_cents = s.subtotal, tax_cents = s.tax, total_cents = s.total
      from (select invoice_id, sum(quantity * unit_price_cents)::int as subtotal,
          sum(tax_cents)::int as tax, sum(total_cents)::int as total
        from invoice_lines where clinic_id = ${clinicId} group by invoice_id) s
      where i.clinic_id = ${clinicId} and i.id = s.invoice_id`);
    // The frequent patient's invoices take their paid share from their own order, not the number.
    const share = sql`case when i.patient_id = ${frequentPatientId}
      then (i.number_sequence / ${every}) % 10 else i.number_sequence % 10 end`;
    await tx.execute(sql`
      insert into payments (clinic_id, patient_id, kind, method, amount_cents, currency,
        received_at, reference, created_at)
      select ${clinicId}, i.patient_id, 'payment',
        (array['cash','card_terminal','bank_transfer'])[1 + i.number_sequence % 3]::payment_method,
        case when ${share} < 6 then i.total_cents else i.total_cents / 2 end, 'EUR',
        i.issued_at + interval '3 days', i.number, i.issued_at + interval '3 days'
      from invoices i where i.clinic_id = ${clinicId} and ${share} < 8`);
    await tx.execute(sql`
      insert into payment_allocations (clinic_id, payment_id, invoice_id, amount_cents, created_at)
      select ${clinicId}, p.id, i.id, p.amount_cents, p.created_at
      from payments p join invoices i on i.clinic_id = p.clinic_id and i.number = p.reference
      where p.clinic_id = ${clinicId}`);
    await tx.execute(sql`
      insert into payments (clinic_id, patient_id, kind, method, amount_cents, currency,
        received_at, reference)
      values (${clinicId}, ${frequentPatientId}, 'payment', 'cash', ${FREQUENT_CREDIT_CENTS}, 'EUR',
        now(), 'advance')`);
    // What refreshInvoiceTotals() keeps: paid sum, balance and the settled status.
    await tx.execute(sql`
      update invoices i set paid_cents = coalesce(a.paid, 0),
        balance_cents = i.total_cents - coalesce(a.paid, 0),
        status = (case when i.total_cents - coalesce(a.paid, 0) <= 0 then 'paid'
          when coalesce(a.paid, 0) > 0 then 'partly_paid' else 'issued' end)::invoice_status
      from invoices j left join (select invoice_id, sum(amount_cents)::int as paid
          from payment_allocations where clinic_id = ${clinicId} group by invoice_id) a
        on a.invoice_id = j.id
      where i.clinic_id = ${clinicId} and j.id = i.id`);
    await tx.execute(sql`insert into invoice_counters (clinic_id, year, last_number)
      values (${clinicId}, ${YEAR}, ${invoiceCount})`);
  });
  return { ...clinic, frequentPatientId };
}
