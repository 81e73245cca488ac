import { sql } from 'drizzle-orm';
import {
  agingBucketOf,
  agingBuckets,
  type AgingBucket,
  type OutstandingReport,
} from '../../../domain/billing-reports.js';
import { localDayOf } from '../../../domain/clinic-time.js';
import { daysBetween } from '../../../domain/stats.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { reportClinicOf } from './clinic-range.js';

interface OpenInvoiceRow {
  id: string;
  number: string | null;
  patientName: string;
  payerName: string;
  issuedAt: Date | string;
  dueOn: string | null;
  balanceCents: number;
}

/**
 * Issued and partly paid invoices in the clinic's currency with a balance, aged by the days
 * from their clinic-local day of issue to the clinic's today, oldest first.
 */
export async function outstandingReport(
  db: Db,
  clock: Clock,
  clinicId: string,
): Promise<OutstandingReport> {
  const clinic = await reportClinicOf(db, clinicId);
  const asOf = localDayOf(clock.now(), clinic.timeZone).date;
  const rows = await rowsOf<OpenInvoiceRow>(
    db,
    sql`select i.id as "id", i.number as "number",
        trim(p.first_name || ' ' || p.last_name) as "patientName", i.payer_name as "payerName",
        i.issued_at as "issuedAt", i.due_on as "dueOn", i.balance_cents as "balanceCents"
      from invoices i join patients p on p.clinic_id = i.clinic_id and p.id = i.patient_id
      where i.clinic_id = ${clinicId} and i.kind = 'invoice'
        and i.status in ('issued', 'partly_paid') and i.balance_cents > 0
        and i.issued_at is not null and i.currency = ${clinic.currency}
      order by i.issued_at, i.number`,
  );
  const buckets = Object.fromEntries(agingBuckets.map((bucket) => [bucket, 0])) as Record<
    AgingBucket,
    number
  >;
  const invoices = rows.map((row) => {
    const issuedAt = new Date(row.issuedAt);
    const ageDays = Math.max(0, daysBetween(localDayOf(issuedAt, clinic.timeZone).date, asOf));
    const bucket = agingBucketOf(ageDays);
    buckets[bucket] += row.balanceCents;
    const overdue = row.dueOn ? daysBetween(row.dueOn, asOf) : 0;
    return {
      id: row.id,
      number: row.number,
      patientName: row.patientName,
      payerName: row.payerName,
      issuedAt: issuedAt.toISOString(),
      dueOn: row.dueOn,
      ...(overdue > 0 ? { daysOverdue: overdue } : {}),
      ageDays,
      balanceCents: row.balanceCents,
      bucket,
    };
  });
  return { currency: clinic.currency, asOf, buckets, invoices };
}
