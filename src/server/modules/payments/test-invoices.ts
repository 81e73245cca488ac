import { randomUUID } from 'node:crypto';
import { invoiceTotals, lineAmounts, type LineInput } from '../../../domain/invoice-math.js';
import type { InvoiceStatus } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, patients } from '../../db/schema.js';
import { refreshInvoiceTotals } from '../invoices/settle.js';

/** A patient of the clinic, for billing tests. */
export async function addBillingPatient(db: Db, clinicId: string) {
  const [patient] = await db
    .insert(patients)
    .values({ clinicId, firstName: 'Milica', lastName: `Jovanović ${randomUUID().slice(0, 4)}` })
    .returning({ id: patients.id });
  return patient!.id;
}

let sequence = 0;

/**
 * An invoice written straight into the database (the invoices module's routes are tested on
 * their own): its lines, totals from the domain arithmetic, a number when issued, then its
 * cached balance from `refreshInvoiceTotals`. Lines default to one visit of 60.00 without tax.
 */
export async function addInvoice(
  db: Db,
  options: {
    clinicId: string;
    patientId: string;
    lines?: Partial<LineInput>[];
    status?: InvoiceStatus;
    currency?: string;
    dueOn?: string;
  },
) {
  const lines: LineInput[] = (options.lines ?? [{}]).map((line) => ({
    quantity: 1,
    unitPriceCents: 6000,
    discountCents: 0,
    taxRateBasisPoints: 0,
    pricesIncludeTax: false,
    ...line,
  }));
  const status = options.status ?? 'issued';
  sequence += 1;
  const [invoice] = await db
    .insert(invoices)
    .values({
      clinicId: options.clinicId,
      patientId: options.patientId,
      status,
      currency: options.currency ?? 'USD',
      ...invoiceTotals(lines),
      ...(status === 'draft'
        ? {}
        : {
            number: `2026-${String(sequence).padStart(6, '0')}`,
            numberYear: 2026,
            numberSequence: sequence,
            issuedAt: new Date(),
            dueOn: options.dueOn ?? '2026-12-31',
          }),
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceLines).values(
    lines.map((line, position) => ({
      clinicId: options.clinicId,
      invoiceId: invoice!.id,
      position,
      description: `Visit ${position + 1}`,
      ...line,
      ...lineAmounts(line),
    })),
  );
  await refreshInvoiceTotals(db, options.clinicId, invoice!.id);
  return invoice!.id;
}
