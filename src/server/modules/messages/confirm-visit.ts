import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { recordAudit } from '../audit/service.js';

/** Where the patient's confirmation came from: a mailed link or an SMS reply. */
export type PatientConfirmationSource = 'visit_link' | 'sms_reply';

/**
 * The patient confirms their visit: status 'confirmed' and the moment they did, audited. Only a
 * visit still scheduled or confirmed and not yet started can be confirmed; answers whether it was.
 * Call inside the transaction that also marks what the patient used (a link, a reply).
 */
export async function confirmVisitByPatient(
  db: Db,
  clock: Clock,
  visit: { clinicId: string; appointmentId: string; patientId: string },
  source: PatientConfirmationSource,
): Promise<boolean> {
  const now = clock.now();
  const [before] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(
      and(eq(appointments.clinicId, visit.clinicId), eq(appointments.id, visit.appointmentId)),
    );
  const [confirmed] = await db
    .update(appointments)
    .set({ status: 'confirmed', confirmedByPatientAt: now, updatedAt: now })
    .where(
      and(
        eq(appointments.clinicId, visit.clinicId),
        eq(appointments.id, visit.appointmentId),
        eq(appointments.patientId, visit.patientId),
        inArray(appointments.status, ['scheduled', 'confirmed']),
        gt(appointments.startsAt, now),
      ),
    )
    .returning({ id: appointments.id });
  if (!confirmed) return false;
  await recordAudit(db, {
    action: 'appointment.status',
    clinicId: visit.clinicId,
    entityType: 'appointment',
    entityId: visit.appointmentId,
    meta: {
      patientId: visit.patientId,
      source,
      fields: ['status'],
      from: before?.status ?? null,
      to: 'confirmed',
    },
  });
  return true;
}
