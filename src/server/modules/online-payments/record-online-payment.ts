import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { CompletedCheckout } from '../../integrations/patient-payments/provider.js';
import { lockInvoice } from '../invoices/settle.js';
import { recordPayment } from '../payments/record.js';

export type OnlinePaymentOutcome =
  'recorded' | 'already_recorded' | 'unknown_invoice' | 'currency_mismatch';

/**
 * Records a payment the provider took for an invoice: as much as the invoice still owes goes
 * to it, the rest (or all of it, when the invoice is paid or void meanwhile) is the patient's
 * credit, since the money was taken either way. The provider's payment id is recorded once: a
 * redelivered event finds it and records nothing.
 */
export async function recordOnlinePayment(
  db: Db,
  paid: CompletedCheckout,
): Promise<OnlinePaymentOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.clinicId, paid.clinicId),
            eq(payments.providerPaymentId, paid.providerPaymentId),
          ),
        );
      if (existing) return 'already_recorded';
      const invoice = await lockInvoice(tx, paid.clinicId, paid.invoiceId);
      if (!invoice || invoice.kind !== 'invoice') return 'unknown_invoice';
      if (invoice.currency !== paid.currency) return 'currency_mismatch';
      const payable = invoice.status === 'issued' || invoice.status === 'partly_paid';
      const allocated = payable ? Math.min(paid.amountCents, Math.max(0, invoice.balanceCents)) : 0;
      await recordPayment(tx, {
        clinicId: paid.clinicId,
        patientId: invoice.patientId,
        kind: 'payment',
        method: 'online_card',
        amountCents: paid.amountCents,
        currency: paid.currency,
        receivedAt: paid.paidAt,
        reference: paid.providerPaymentId,
        providerPaymentId: paid.providerPaymentId,
        createdByUserId: null,
        allocations: allocated > 0 ? [{ invoiceId: invoice.id, amountCents: allocated }] : [],
      });
      return 'recorded';
    });
  } catch (error) {
    // Two deliveries of one event racing: the unique index lets one through.
    if (isUniqueViolation(error)) return 'already_recorded';
    throw error;
  }
}
