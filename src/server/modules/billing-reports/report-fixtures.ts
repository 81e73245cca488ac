import { lineAmounts, invoiceTotals, type LineInput } from '../../../domain/invoice-math.js';
import type { InvoiceStatus, PayerKind, PaymentMethod } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, paymentAllocations, payments } from '../../db/schema.js';
import { refreshInvoiceTotals } from '../invoices/settle.js';

/** Billing records written directly, for the reports' tests (the billing routes have their own). */

export interface LineFixture extends Partial<LineInput> {
  unitPriceCents: number;
  description?: string;
  practitionerId?: string | null;
  serviceId?: string | null;
  locationId?: string | null;
}

let sequence = 0;

/** An issued invoice (or another status) with its lines and totals, numbered `YYYY-NNNNNN`. */
export async function addInvoice(
  db: Db,
  values: {
    clinicId: string;
    patientId: string;
    issuedAt: Date;
    dueOn?: string;
    status?: InvoiceStatus;
    kind?: 'invoice' | 'credit_note';
    payerKind?: PayerKind;
    payerName?: string;
    payerReference?: string;
    currency?: string;
    lines: LineFixture[];
  },
) {
  const lines = values.lines.map((line) => ({
    quantity: 1,
    discountCents: 0,
    taxRateBasisPoints: 0,
    pricesIncludeTax: true,
    ...line,
  }));
  const year = values.issuedAt.getUTCFullYear();
  sequence += 1;
  const [invoice] = await db
    .insert(invoices)
    .values({
      clinicId: values.clinicId,
      patientId: values.patientId,
      kind: values.kind ?? 'invoice',
      status: values.status ?? 'issued',
      number: `${year}-${String(sequence).padStart(6, '0')}`,
      numberYear: year,
      numberSequence: sequence,
      payerKind: values.payerKind ?? 'patient',
      payerName: values.payerName ?? '',
      payerReference: values.payerReference ?? '',
      currency: values.currency ?? 'USD',
      issuedAt: values.issuedAt,
      dueOn: values.dueOn ?? null,
      ...invoiceTotals(lines),
    })
    .returning({ id: invoices.id, number: invoices.number });
  const lineRows = await db
    .insert(invoiceLines)
    .values(
      lines.map((line, position) => ({
        clinicId: values.clinicId,
        invoiceId: invoice!.id,
        position,
        description: line.description ?? `Line ${position + 1}`,
        practitionerId: line.practitionerId ?? null,
        serviceId: line.serviceId ?? null,
        locationId: line.locationId ?? null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
        taxRateBasisPoints: line.taxRateBasisPoints,
        pricesIncludeTax: line.pricesIncludeTax,
        ...lineAmounts(line),
      })),
    )
    .returning({ id: invoiceLines.id });
  await refreshInvoiceTotals(db, values.clinicId, invoice!.id);
  return { id: invoice!.id, number: invoice!.number!, lineIds: lineRows.map((row) => row.id) };
}

/** A payment or refund with its allocations; the invoices' totals are refreshed. */
export async function addPayment(
  db: Db,
  values: {
    clinicId: string;
    patientId: string;
    amountCents: number;
    receivedAt: Date;
    kind?: 'payment' | 'refund';
    method?: PaymentMethod;
    currency?: string;
    reference?: string;
    refundOfPaymentId?: string;
    allocations?: { invoiceId: string; amountCents: number }[];
  },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      clinicId: values.clinicId,
      patientId: values.patientId,
      kind: values.kind ?? 'payment',
      method: values.method ?? 'cash',
      amountCents: values.amountCents,
      currency: values.currency ?? 'USD',
      receivedAt: values.receivedAt,
      reference: values.reference ?? '',
      refundOfPaymentId: values.refundOfPaymentId ?? null,
    })
    .returning({ id: payments.id });
  const allocations = values.allocations ?? [];
  if (allocations.length > 0)
    await db.insert(paymentAllocations).values(
      allocations.map((allocation) => ({
        clinicId: values.clinicId,
        paymentId: payment!.id,
        ...allocation,
      })),
    );
  for (const { invoiceId } of allocations)
    await refreshInvoiceTotals(db, values.clinicId, invoiceId);
  return payment!.id;
}
