import { and, eq } from 'drizzle-orm';
import { invoiceTotals, lineAmounts, type LineInput } from '../../../domain/invoice-math.js';
import type { InvoiceKind, InvoiceStatus, PaymentMethod } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, paymentAllocations, payments } from '../../db/schema.js';

/** Invoice rows written directly, for tests of what reads them (documents, mail, lists). */
export interface TestInvoice {
  clinicId: string;
  patientId: string;
  kind?: InvoiceKind;
  status?: InvoiceStatus;
  /** `2026-000123`; none for a draft. */
  number?: string | null;
  currency?: string;
  lines: (Omit<LineInput, 'discountCents'> & { description: string; discountCents?: number })[];
  payer?: {
    kind: 'insurer' | 'employer' | 'other';
    name: string;
    reference?: string;
    email?: string;
  };
  creditsInvoiceId?: string;
  issuedAt?: Date;
  dueOn?: string;
  payToken?: string;
}

export async function insertTestInvoice(db: Db, invoice: TestInvoice) {
  const status = invoice.status ?? (invoice.number ? 'issued' : 'draft');
  const kind = invoice.kind ?? 'invoice';
  const lines = invoice.lines.map((line) => ({ discountCents: 0, ...line }));
  const totals = invoiceTotals(lines);
  const [year, sequence] = invoice.number?.split('-').map(Number) ?? [null, null];
  const open = kind === 'invoice' && status !== 'draft' && status !== 'void';
  const [row] = await db
    .insert(invoices)
    .values({
      clinicId: invoice.clinicId,
      patientId: invoice.patientId,
      kind,
      status,
      number: invoice.number ?? null,
      numberYear: year,
      numberSequence: sequence,
      payerKind: invoice.payer?.kind ?? 'patient',
      payerName: invoice.payer?.name ?? '',
      payerReference: invoice.payer?.reference ?? '',
      payerEmail: invoice.payer?.email ?? '',
      creditsInvoiceId: invoice.creditsInvoiceId ?? null,
      currency: invoice.currency ?? 'EUR',
      ...totals,
      balanceCents: open ? totals.totalCents : 0,
      issuedAt: status === 'draft' ? null : (invoice.issuedAt ?? new Date('2026-03-01T10:00:00Z')),
      dueOn: status === 'draft' ? null : (invoice.dueOn ?? '2026-03-15'),
      payToken: invoice.payToken ?? null,
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceLines).values(
    lines.map((line, position) => ({
      clinicId: invoice.clinicId,
      invoiceId: row!.id,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      taxRateBasisPoints: line.taxRateBasisPoints,
      pricesIncludeTax: line.pricesIncludeTax,
      ...lineAmounts(line),
    })),
  );
  return { id: row!.id, ...totals };
}

/** A payment spread over invoices, their paid sums and balances updated as settling would. */
export async function insertTestPayment(
  db: Db,
  payment: {
    clinicId: string;
    patientId: string;
    amountCents: number;
    method?: PaymentMethod;
    currency?: string;
    receivedAt?: Date;
    allocations?: { invoiceId: string; amountCents: number }[];
  },
) {
  const { clinicId } = payment;
  const [row] = await db
    .insert(payments)
    .values({
      clinicId,
      patientId: payment.patientId,
      method: payment.method ?? 'cash',
      amountCents: payment.amountCents,
      currency: payment.currency ?? 'EUR',
      receivedAt: payment.receivedAt ?? new Date('2026-03-02T09:30:00Z'),
    })
    .returning({ id: payments.id });
  for (const allocation of payment.allocations ?? []) {
    await db.insert(paymentAllocations).values({ clinicId, paymentId: row!.id, ...allocation });
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, allocation.invoiceId)));
    const paidCents = invoice!.paidCents + allocation.amountCents;
    const balanceCents = invoice!.totalCents - paidCents;
    await db
      .update(invoices)
      .set({ paidCents, balanceCents, status: balanceCents <= 0 ? 'paid' : 'partly_paid' })
      .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, allocation.invoiceId)));
  }
  return row!.id;
}
