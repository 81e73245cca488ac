import { randomUUID } from 'node:crypto';
import { invoiceTotals, lineAmounts, type LineInput } from '../../../domain/invoice-math.js';
import type { InvoiceStatus } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, patients } from '../../db/schema.js';
import { nextInvoiceNumber } from '../invoices/numbering.js';
import { refreshInvoiceTotals } from '../invoices/settle.js';

/** A patient of the clinic, for billing tests. */
export async function addBillingPatient(db: Db, clinicId: string) {
  const [patient] = await db
    .insert(patients)
    .values({ clinicId, firstName: 'Milica', lastName: `Jovanović ${randomUUID().slice(0, 4)}` })
    .returning({ id: patients.id });
  return patient!.id;
}

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
    issuedAt?: Date;
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
  // Numbered from the clinic's counter, like an issue, so the API's issues never collide with it;
  // issued in 2025 by default, away from the numbers of the reports' fixtures (2026, their own).
  const issuedAt = options.issuedAt ?? new Date('2025-12-01T10:00:00Z');
  const numbered =
    status === 'draft'
      ? null
      : await nextInvoiceNumber(db, options.clinicId, issuedAt.getUTCFullYear());
  const [invoice] = await db
    .insert(invoices)
    .values({
      clinicId: options.clinicId,
      patientId: options.patientId,
      status,
      currency: options.currency ?? 'USD',
      ...invoiceTotals(lines),
      ...(numbered === null
        ? {}
        : {
            number: numbered.number,
            numberYear: numbered.year,
            numberSequence: numbered.sequence,
            issuedAt,
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
