import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, patients, paymentAllocations, payments } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { patientCreditCents } from '../payments/credit.js';
import type { ReceiptDocument } from './document-data.js';
import { loadLetterhead } from './letterhead.js';

/** A payment or refund of the clinic as its receipt prints it; 404 for another clinic's. */
export async function loadReceiptDocument(
  db: Db,
  clinicId: string,
  paymentId: string,
): Promise<ReceiptDocument> {
  const [row] = await db
    .select({
      payment: payments,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      patientAddress: patients.address,
    })
    .from(payments)
    .innerJoin(
      patients,
      and(eq(patients.id, payments.patientId), eq(patients.clinicId, payments.clinicId)),
    )
    .where(and(eq(payments.clinicId, clinicId), eq(payments.id, paymentId)));
  const clinic = row && (await loadLetterhead(db, clinicId));
  if (!row || !clinic) throw notFound('The payment');
  const { payment } = row;
  const allocations = await db
    .select({ invoiceNumber: invoices.number, amountCents: paymentAllocations.amountCents })
    .from(paymentAllocations)
    .innerJoin(
      invoices,
      and(
        eq(invoices.id, paymentAllocations.invoiceId),
        eq(invoices.clinicId, paymentAllocations.clinicId),
      ),
    )
    .where(
      and(eq(paymentAllocations.clinicId, clinicId), eq(paymentAllocations.paymentId, paymentId)),
    )
    .orderBy(asc(invoices.number));
  // Refunds of this payment that no invoice took came out of its unallocated part.
  const [refunded] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.clinicId, clinicId),
        eq(payments.refundOfPaymentId, paymentId),
        sql`not exists (select 1 from payment_allocations pa where pa.payment_id = "payments"."id")`,
      ),
    );
  const allocated = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  return {
    clinic,
    kind: payment.kind,
    receivedAt: payment.receivedAt,
    currency: payment.currency,
    amountCents: payment.amountCents,
    method: payment.method,
    reference: payment.reference,
    patient: {
      name: `${row.patientFirstName} ${row.patientLastName}`.trim(),
      address: row.patientAddress,
    },
    allocations,
    unallocatedCents:
      payment.kind === 'payment'
        ? Math.max(0, payment.amountCents - allocated - (refunded?.cents ?? 0))
        : 0,
    creditCents: await patientCreditCents(db, clinicId, payment.patientId),
  };
}
