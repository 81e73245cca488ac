import type { PatientExport } from '../../../domain/patient-export.js';
import type { AppContext } from '../../context.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { gatherPatientExport } from './gather.js';

export type ExportFormat = 'print' | 'fhir';

/** The record of a patient of the actor's clinic; each export is in the audit trail. */
export async function exportPatient(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  format: ExportFormat,
): Promise<PatientExport> {
  const data = await gatherPatientExport(ctx.db, actor, patientId, ctx.clock.now());
  await auditAs(ctx.db, actor, {
    action: 'patient.export',
    entityType: 'patient',
    entityId: patientId,
    meta: { format },
  });
  return data;
}
