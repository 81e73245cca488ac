import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';

/**
 * A patient's credit: what they paid that no invoice took, less refunds of it (refunds not
 * allocated to an invoice). Overpayments land here; apply-credit moves it onto an invoice by
 * allocating the unallocated part of earlier payments.
 */
export async function patientCreditCents(db: Db, clinicId: string, patientId: string) {
  const [row] = await db
    .select({
      // Qualified by hand: inside the subqueries a bare "amount_cents" or "id" would be
      // ambiguous or resolve to the allocation's own column.
      credit: sql<number>`(
        coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'payment'), 0)
        - coalesce((select sum(pa.amount_cents) from payment_allocations pa
            join payments p on p.id = pa.payment_id
            where p.clinic_id = ${clinicId} and p.patient_id = ${patientId} and p.kind = 'payment'), 0)
        - coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund'
            and not exists (select 1 from payment_allocations pa where pa.payment_id = "payments"."id")), 0)
      )::int`,
    })
    .from(payments)
    .where(and(eq(payments.clinicId, clinicId), eq(payments.patientId, patientId)));
  return row?.credit ?? 0;
}
