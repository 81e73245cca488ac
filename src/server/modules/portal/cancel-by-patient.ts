import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { queueAppointmentCancellations } from '../appointment-mail/service.js';
import { appointmentOf } from '../appointments/details.js';
import { nextSequence } from '../appointments/sequence.js';
import { recordAudit } from '../audit/service.js';
import { offerFreedTime } from '../waitlist/offer-freed-time.js';
import { CHANGEABLE } from './visits.js';

/** Where a patient cancelled their own visit: the portal, a reply to a text, a mailed link. */
export type PatientCancelSource = 'portal' | 'sms' | 'visit_link';

const reasons: Record<PatientCancelSource, string> = {
  portal: 'Cancelled online by the patient',
  sms: 'Cancelled by the patient in a text reply',
  visit_link: 'Cancelled by the patient from the link in a mail',
};

/**
 * The patient's own visit, cancelled inside `tx` with no fee (the caller checked the clinic's
 * window): audited, the cancellation message queued and the freed time offered to the waitlist,
 * all with the cancelling change. Answers false when it was no longer scheduled or confirmed.
 */
export async function cancelByPatient(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  tx: Db,
  visit: { clinicId: string; patientId: string; id: string },
  source: PatientCancelSource,
): Promise<boolean> {
  const before = await appointmentOf(tx, visit.clinicId, visit.id);
  const [cancelled] = await tx
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelReason: reasons[source],
      updatedAt: ctx.clock.now(),
      sequence: nextSequence,
    })
    .where(
      and(
        eq(appointments.clinicId, visit.clinicId),
        eq(appointments.id, visit.id),
        eq(appointments.patientId, visit.patientId),
        inArray(appointments.status, [...CHANGEABLE]),
      ),
    )
    .returning({ id: appointments.id });
  if (!cancelled) return false;
  await recordAudit(tx, {
    action: 'appointment.status',
    clinicId: visit.clinicId,
    entityType: 'appointment',
    entityId: visit.id,
    meta: {
      patientId: visit.patientId,
      source,
      fields: ['status'],
      from: before.status,
      to: 'cancelled',
    },
  });
  await queueAppointmentCancellations(tx, ctx.clock, [visit.id], { cancelledByPatient: true });
  await offerFreedTime(ctx, tx, before);
  return true;
}
