import { and, eq } from 'drizzle-orm';
import type { PatientRecord } from '../../../domain/patients.js';
import type { AppContext } from '../../context.js';
import { patients } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { toRecord } from './record.js';

/**
 * Staff have checked a patient booked online against the records: it no longer needs review.
 * Marking one that needs none answers the record all the same.
 */
export async function markPatientReviewed(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
): Promise<PatientRecord> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(patients)
      .set({ needsReview: false })
      .where(and(eq(patients.id, id), eq(patients.clinicId, actor.clinicId)))
      .returning();
    if (!row) throw notFound('The patient');
    await auditAs(tx, actor, { action: 'patient.review', entityType: 'patient', entityId: id });
    return toRecord(row, actor.role);
  });
}
