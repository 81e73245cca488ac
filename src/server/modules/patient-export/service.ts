import { randomUUID } from 'node:crypto';
import type { PatientExport } from '../../../domain/patient-export.js';
import type { AppContext } from '../../context.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { fhirBundle, type ExportBundle } from './fhir-bundle.js';
import { attachmentFilesOf, gatherPatientExport } from './gather.js';

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

/** The record as a FHIR R4 Bundle, the attached files inline. */
export async function exportPatientBundle(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<ExportBundle> {
  const data = await exportPatient(ctx, actor, patientId, 'fhir');
  const files = await attachmentFilesOf(ctx.db, actor.clinicId, patientId);
  return fhirBundle(data, { bundleId: randomUUID(), timestamp: data.generatedAt, files });
}
