import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentAllocations, payments } from '../../db/schema.js';

/** +amount for a payment, −amount for a refund. */
const signed = (amount: typeof payments.amountCents | typeof paymentAllocations.amountCents) =>
  sql`case when ${payments.kind} = 'payment' then ${amount} else -${amount} end`;

/**
 * A patient's credit: what they paid that no invoice took, less what was given back of it (the
 * part of each refund not allocated to an invoice). Overpayments land here; apply-credit moves it
 * onto an invoice by allocating the unallocated part of earlier payments.
 */
export async function patientCreditCents(db: Db, clinicId: string, patientId: string) {
  const ofPatient = and(eq(payments.clinicId, clinicId), eq(payments.patientId, patientId));
  const [received] = await db
    .select({ net: sql<number>`coalesce(sum(${signed(payments.amountCents)}), 0)::int` })
    .from(payments)
    .where(ofPatient);
  const [allocated] = await db
    .select({ net: sql<number>`coalesce(sum(${signed(paymentAllocations.amountCents)}), 0)::int` })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(ofPatient, eq(paymentAllocations.clinicId, clinicId)));
  return (received?.net ?? 0) - (allocated?.net ?? 0);
}
