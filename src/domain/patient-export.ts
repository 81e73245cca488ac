import { z } from 'zod';
import { attachmentSchema } from './attachments.js';
import { diagnosisSchema } from './diagnoses.js';
import { patientRecordSchema } from './patients.js';
import { appointmentStatuses } from './scheduling.js';
import { treatmentPlanSchema } from './treatment-plans.js';
import { visitNoteSchema } from './visit-notes.js';

/**
 * Export of one patient's whole record for portability requests.
 * Both need `clinical.read`; each is recorded in the audit trail.
 * GET /patients/{patientId}/export → {export: PatientExport}: the printable record's data.
 * GET /patients/{patientId}/fhir → a FHIR R4 Bundle (collection) as `application/fhir+json`,
 * downloaded as `patient-<id>-fhir.json`, with the attached files inline (base64).
 */

export const exportAppointmentSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(appointmentStatuses),
  serviceName: z.string().nullable(),
  therapistName: z.string(),
  roomName: z.string().nullable(),
  treatmentPlanId: z.uuid().nullable(),
  cancelReason: z.string().nullable(),
});
export type ExportAppointment = z.infer<typeof exportAppointmentSchema>;

/** A plan with goals, interventions and progress; its appointments are in `appointments`. */
export const exportTreatmentPlanSchema = treatmentPlanSchema.omit({ appointments: true });
export type ExportTreatmentPlan = z.infer<typeof exportTreatmentPlanSchema>;

export const patientExportSchema = z.object({
  generatedAt: z.iso.datetime(),
  /** The member who asked for the export ("Printed by …"). */
  generatedBy: z.string(),
  clinic: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    timeZone: z.string(),
  }),
  patient: patientRecordSchema,
  primaryTherapistName: z.string().nullable(),
  /** Active first, newest first. */
  diagnoses: z.array(diagnosisSchema),
  /** Newest start first. */
  treatmentPlans: z.array(exportTreatmentPlanSchema),
  /** Oldest first. */
  appointments: z.array(exportAppointmentSchema),
  /** Oldest first, with their addenda. */
  visitNotes: z.array(visitNoteSchema),
  /** Newest first; metadata only (the FHIR bundle carries the bytes). */
  attachments: z.array(attachmentSchema),
});
export type PatientExport = z.infer<typeof patientExportSchema>;

export const patientExportResponseSchema = z.object({ export: patientExportSchema });
export type PatientExportResponse = z.infer<typeof patientExportResponseSchema>;

/** The file name the FHIR download is saved as. */
export const fhirFileName = (patientId: string) => `patient-${patientId}-fhir.json`;
