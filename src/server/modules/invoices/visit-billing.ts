import { and, eq, ne } from 'drizzle-orm';
import type { VisitBillingState } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicBillingOf } from './clinic-billing.js';
import { writeDraft } from './create.js';
import { redeemPackageForVisit } from '../packages/redeem.js';

/** The invoices (not void, not credit notes) a visit is charged on, with their status. */
async function invoicesOfVisit(db: Db, clinicId: string, appointmentId: string) {
  return db
    .select({ status: invoices.status })
    .from(invoiceLines)
    .innerJoin(
      invoices,
      and(eq(invoices.clinicId, invoiceLines.clinicId), eq(invoices.id, invoiceLines.invoiceId)),
    )
    .where(
      and(
        eq(invoiceLines.clinicId, clinicId),
        eq(invoiceLines.appointmentId, appointmentId),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'void'),
      ),
    );
}

/** Whether a visit is invoiced and paid: what therapists see of billing. */
export async function visitBillingState(
  db: Db,
  clinicId: string,
  appointmentId: string,
): Promise<VisitBillingState> {
  const statuses = (await invoicesOfVisit(db, clinicId, appointmentId)).map((row) => row.status);
  if (statuses.length === 0) return 'not_invoiced';
  if (statuses.every((status) => status === 'paid')) return 'paid';
  return statuses.some((status) => status !== 'draft') ? 'invoiced' : 'draft';
}

/**
 * A completed visit with a patient is paid by a session of their package for its service when
 * they hold one; otherwise it gets a draft invoice in the completing transaction, when the clinic
 * drafts invoices automatically and the visit is on no invoice yet.
 */
export async function draftInvoiceForVisit(
  tx: Db,
  actor: ClinicActor,
  visit: { id: string; patientId: string | null; serviceId: string | null; startsAt: Date },
) {
  if (!visit.patientId) return;
  if ((await invoicesOfVisit(tx, actor.clinicId, visit.id)).length > 0) return;
  if (await redeemPackageForVisit(tx, actor, { ...visit, patientId: visit.patientId })) return;
  const clinic = await clinicBillingOf(tx, actor.clinicId);
  if (!clinic.autoDraftInvoices) return;
  await writeDraft(
    tx,
    actor,
    clinic,
    {
      patientId: visit.patientId,
      appointmentIds: [visit.id],
      lines: [],
      payerKind: 'patient',
      payerName: '',
      payerReference: '',
      payerEmail: '',
      notes: '',
    },
    { automatic: true },
  );
}
