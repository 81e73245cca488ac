import {
  clinicalPatientFields,
  type CreatePatientInput,
  type Patient,
  type PatientListItem,
  type PatientRecord,
} from '../../../domain/patients.js';
import { can } from '../../../domain/permissions.js';
import type { ClinicRole } from '../../../domain/roles.js';
import { patients } from '../../db/schema.js';
import { forbidden } from '../../http-errors.js';

export type PatientRow = typeof patients.$inferSelect;

export const toPatient = (row: PatientRow): Patient => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  phone: row.phone,
  email: row.email,
  consentToContact: row.consentToContact,
  consentToSms: row.consentToSms,
  smsOptedOut: row.smsOptedOutAt !== null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export const toListItem = (row: PatientRow): PatientListItem => ({
  ...toPatient(row),
  primaryTherapistId: row.primaryTherapistId,
  bookedOnline: row.bookedOnline,
  needsReview: row.needsReview,
});

/** The whole record; the clinical fields only for members who may read them. */
export function toRecord(row: PatientRow, role: ClinicRole): PatientRecord {
  const clinical = can(role, 'clinical.read');
  return {
    ...toListItem(row),
    sex: row.sex,
    address: row.address,
    occupation: row.occupation,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    insurer: row.insurer,
    policyNumber: row.policyNumber,
    referralSource: row.referralSource,
    referringDoctor: row.referringDoctor,
    medicalHistory: clinical ? row.medicalHistory : null,
    allergies: clinical ? row.allergies : null,
    medications: clinical ? row.medications : null,
    redFlags: clinical ? row.redFlags : null,
    consentToTreatmentOn: row.consentToTreatmentOn,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Clinical fields in a body: 403 for members without `clinical.manage`, even when empty. */
export function assertMayWriteClinical(role: ClinicRole, input: CreatePatientInput) {
  const sent = clinicalPatientFields.some((field) => input[field] !== undefined);
  if (sent && !can(role, 'clinical.manage'))
    throw forbidden(
      'Only clinicians can record medical history, allergies, medications or red flags.',
    );
}

/** The columns a create or a full update writes (clinical ones only when sent). */
export function recordValues(input: CreatePatientInput) {
  const clinical = Object.fromEntries(
    clinicalPatientFields
      .filter((field) => input[field] !== undefined)
      .map((field) => [field, input[field]]),
  );
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? '',
    email: input.email ?? '',
    dateOfBirth: input.dateOfBirth ?? null,
    consentToContact: input.consentToContact ?? false,
    consentToSms: input.consentToSms ?? false,
    sex: input.sex ?? null,
    address: input.address ?? '',
    occupation: input.occupation ?? '',
    emergencyContactName: input.emergencyContactName ?? '',
    emergencyContactPhone: input.emergencyContactPhone ?? '',
    insurer: input.insurer ?? '',
    policyNumber: input.policyNumber ?? '',
    referralSource: input.referralSource ?? '',
    referringDoctor: input.referringDoctor ?? '',
    consentToTreatmentOn: input.consentToTreatmentOn ?? null,
    primaryTherapistId: input.primaryTherapistId ?? null,
    status: input.status ?? 'active',
    notes: input.notes ?? '',
    ...clinical,
  };
}
