import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Payment } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoices, paymentAllocations, payments } from '../../db/schema.js';

export interface LedgerAllocation {
  invoiceId: string;
  invoiceNumber: string | null;
  amountCents: number;
  createdAt: Date;
}

/** A payment or refund of a patient with its allocations, in the order they were made. */
export interface LedgerEntry {
  payment: typeof payments.$inferSelect;
  allocations: LedgerAllocation[];
}

/**
 * Every payment and refund of a patient with their allocations, oldest first. `lock` takes the
 * rows' locks (in id order) for the rest of the transaction: what refunds and apply-credit do
 * before they read what a payment has left, so two of them cannot both spend it.
 */
export async function patientLedger(
  db: Db,
  clinicId: string,
  patientId: string,
  options: { lock?: boolean } = {},
): Promise<LedgerEntry[]> {
  const ofPatient = and(eq(payments.clinicId, clinicId), eq(payments.patientId, patientId));
  const rows = options.lock
    ? await db.select().from(payments).where(ofPatient).orderBy(asc(payments.id)).for('update')
    : await db.select().from(payments).where(ofPatient);
  rows.sort(
    (a, b) =>
      a.receivedAt.getTime() - b.receivedAt.getTime() ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
  const allocations = rows.length
    ? await db
        .select({
          paymentId: paymentAllocations.paymentId,
          invoiceId: paymentAllocations.invoiceId,
          invoiceNumber: invoices.number,
          amountCents: paymentAllocations.amountCents,
          createdAt: paymentAllocations.createdAt,
        })
        .from(paymentAllocations)
        .innerJoin(
          invoices,
          and(
            eq(invoices.clinicId, paymentAllocations.clinicId),
            eq(invoices.id, paymentAllocations.invoiceId),
          ),
        )
        .where(
          and(
            eq(paymentAllocations.clinicId, clinicId),
            inArray(
              paymentAllocations.paymentId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(paymentAllocations.createdAt), asc(paymentAllocations.id))
    : [];
  return rows.map((payment) => ({
    payment,
    allocations: allocations
      .filter((allocation) => allocation.paymentId === payment.id)
      .map(({ paymentId: _, ...allocation }) => allocation),
  }));
}

/** What is left of a payment: given back so far, its credit, and what it still covers per invoice. */
export interface PaymentState {
  refundedCents: number;
  /** The part no invoice took and no refund gave back: the patient's credit from this payment. */
  unallocatedCents: number;
  /** Per invoice, what this payment paid on it less what its refunds gave back for it. */
  paidOnInvoice: Map<string, number>;
  /** The invoices it paid, the one it paid last first (then the later invoice number first). */
  latestFirst: string[];
}

const sum = (allocations: readonly LedgerAllocation[]) =>
  allocations.reduce((total, allocation) => total + allocation.amountCents, 0);

/** The state of `entry` (a payment) given every refund in `ledger`. */
export function paymentState(entry: LedgerEntry, ledger: readonly LedgerEntry[]): PaymentState {
  const refunds = ledger.filter((other) => other.payment.refundOfPaymentId === entry.payment.id);
  const refundedCents = refunds.reduce((total, refund) => total + refund.payment.amountCents, 0);
  const refundedFromCredit = refunds.reduce(
    (total, refund) => total + refund.payment.amountCents - sum(refund.allocations),
    0,
  );
  const paidOnInvoice = new Map<string, number>();
  const lastPaid = new Map<string, LedgerAllocation>();
  for (const allocation of entry.allocations) {
    lastPaid.set(allocation.invoiceId, allocation);
    paidOnInvoice.set(
      allocation.invoiceId,
      (paidOnInvoice.get(allocation.invoiceId) ?? 0) + allocation.amountCents,
    );
  }
  for (const allocation of refunds.flatMap((refund) => refund.allocations)) {
    paidOnInvoice.set(
      allocation.invoiceId,
      (paidOnInvoice.get(allocation.invoiceId) ?? 0) - allocation.amountCents,
    );
  }
  return {
    refundedCents,
    unallocatedCents: entry.payment.amountCents - sum(entry.allocations) - refundedFromCredit,
    paidOnInvoice,
    latestFirst: [...lastPaid.values()]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() ||
          (b.invoiceNumber ?? '').localeCompare(a.invoiceNumber ?? '', 'en', { numeric: true }),
      )
      .map((allocation) => allocation.invoiceId),
  };
}

/** A ledger entry as the API shows it, allocations summed per invoice. */
export function toPayment(entry: LedgerEntry, ledger: readonly LedgerEntry[]): Payment {
  const { payment } = entry;
  const byInvoice = new Map<string, LedgerAllocation>();
  for (const allocation of entry.allocations) {
    const seen = byInvoice.get(allocation.invoiceId);
    byInvoice.set(
      allocation.invoiceId,
      seen ? { ...seen, amountCents: seen.amountCents + allocation.amountCents } : allocation,
    );
  }
  const allocations = [...byInvoice.values()].map(({ invoiceId, invoiceNumber, amountCents }) => ({
    invoiceId,
    invoiceNumber,
    amountCents,
  }));
  const state =
    payment.kind === 'payment'
      ? paymentState(entry, ledger)
      : { unallocatedCents: 0, refundedCents: 0 };
  return {
    id: payment.id,
    patientId: payment.patientId,
    kind: payment.kind,
    method: payment.method,
    amountCents: payment.amountCents,
    currency: payment.currency,
    receivedAt: payment.receivedAt.toISOString(),
    reference: payment.reference,
    refundOfPaymentId: payment.refundOfPaymentId,
    allocations,
    unallocatedCents: state.unallocatedCents,
    refundedCents: state.refundedCents,
  };
}

/** One entry of a patient's ledger as the API shows it. */
export async function loadPayment(db: Db, clinicId: string, patientId: string, paymentId: string) {
  const ledger = await patientLedger(db, clinicId, patientId);
  return toPayment(
    ledger.find((entry) => entry.payment.id === paymentId)!,
    ledger,
  );
}
