import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PatientBalance } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { assertPatientOf, clinicCurrency } from './clinic-money.js';
import { patientCreditCents } from './credit.js';

/** What a patient owes on their open invoices, their credit, and the difference. */
export async function patientBalance(
  db: Db,
  clinicId: string,
  patientId: string,
): Promise<PatientBalance> {
  await assertPatientOf(db, clinicId, patientId);
  const [open] = await db
    .select({
      owedCents: sql<number>`coalesce(sum(${invoices.balanceCents}), 0)::int`,
      openInvoices: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.clinicId, clinicId),
        eq(invoices.patientId, patientId),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['issued', 'partly_paid']),
        gt(invoices.balanceCents, 0),
      ),
    );
  const owedCents = open?.owedCents ?? 0;
  const creditCents = await patientCreditCents(db, clinicId, patientId);
  return {
    currency: await clinicCurrency(db, clinicId),
    owedCents,
    creditCents,
    balanceCents: owedCents - creditCents,
    openInvoices: open?.openInvoices ?? 0,
  };
}
