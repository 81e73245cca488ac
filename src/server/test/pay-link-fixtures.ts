import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvoiceStatus } from '../../domain/invoices.js';
import type { Db } from '../db/client.js';
import { clinics, invoices, patients } from '../db/schema.js';

let sequence = 0;

/**
 * An issued invoice of `patientId` with a pay link, written directly: `totalCents` owed in the
 * clinic's currency unless `currency` says otherwise. Answers the invoice id and its token.
 */
export async function invoiceWithPayLink(
  db: Db,
  options: {
    clinicId: string;
    patientId: string;
    totalCents?: number;
    currency?: string;
    status?: InvoiceStatus;
  },
) {
  const totalCents = options.totalCents ?? 6500;
  const status = options.status ?? 'issued';
  const [clinic] = await db
    .select({ currency: clinics.currency })
    .from(clinics)
    .where(eq(clinics.id, options.clinicId));
  sequence += 1;
  const payToken = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(invoices)
    .values({
      clinicId: options.clinicId,
      patientId: options.patientId,
      status,
      number: `2026-${String(900000 + sequence).padStart(6, '0')}`,
      numberYear: 2026,
      numberSequence: 900000 + sequence,
      currency: options.currency ?? clinic!.currency,
      subtotalCents: totalCents,
      totalCents,
      balanceCents: status === 'issued' ? totalCents : 0,
      issuedAt: new Date(),
      dueOn: '2026-12-15',
      payToken,
    })
    .returning({ id: invoices.id });
  return { invoiceId: row!.id, token: payToken };
}

/** A patient of the clinic, named so a test can look for the name in answers. */
export async function payingPatient(db: Db, clinicId: string, lastName = 'Payerova') {
  const [row] = await db
    .insert(patients)
    .values({ clinicId, firstName: 'Milica', lastName, email: 'milica@example.com' })
    .returning({ id: patients.id });
  return row!.id;
}
