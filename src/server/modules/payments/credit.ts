import { aliasedTable, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';

const mine = aliasedTable(payments, 'mine');

/**
 * A patient's credit: what they paid that no invoice took, less refunds of it (refunds not
 * allocated to an invoice). Overpayments land here; apply-credit moves it onto an invoice by
 * allocating the unallocated part of earlier payments.
 */
export async function patientCreditCents(db: Db, clinicId: string, patientId: string) {
  // Columns are named through their aliases: the subqueries read the same tables.
  const [row] = await db
    .select({
      credit: sql<number>`(
        coalesce(sum(mine.amount_cents) filter (where mine.kind = 'payment'), 0)
        - coalesce((select sum(pa.amount_cents) from payment_allocations pa
            join payments p on p.clinic_id = pa.clinic_id and p.id = pa.payment_id
            where p.clinic_id = ${clinicId} and p.patient_id = ${patientId} and p.kind = 'payment'), 0)
        - coalesce(sum(mine.amount_cents) filter (where mine.kind = 'refund'
            and not exists (select 1 from payment_allocations pa
              where pa.clinic_id = mine.clinic_id and pa.payment_id = mine.id)), 0)
      )::int`,
    })
    .from(mine)
    .where(and(eq(mine.clinicId, clinicId), eq(mine.patientId, patientId)));
  return row?.credit ?? 0;
}
