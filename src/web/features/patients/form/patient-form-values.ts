import type { z } from 'zod';
import {
  clinicalPatientFields,
  createPatientSchema,
  type CreatePatientInput,
  type PatientRecord,
} from '../../../../domain/patients.js';

/** The form validates with the API's own schema: what passes here passes the server's checks. */
export const patientFormSchema = createPatientSchema;
export type PatientFormValues = z.input<typeof patientFormSchema>;
export type PatientFormOutput = z.output<typeof patientFormSchema>;
export type PatientFieldName = Exclude<keyof PatientFormValues, 'confirmDuplicate'>;

export const blankPatient = {
  firstName: '',
  lastName: '',
  dateOfBirth: null,
  sex: null,
  occupation: '',
  phone: '',
  email: '',
  address: '',
  consentToContact: false,
  consentToSms: false,
  emergencyContactName: '',
  emergencyContactPhone: '',
  insurer: '',
  policyNumber: '',
  referralSource: '',
  referringDoctor: '',
  medicalHistory: '',
  allergies: '',
  medications: '',
  redFlags: '',
  consentToTreatmentOn: null,
  primaryTherapistId: null,
  status: 'active',
  notes: '',
} satisfies Required<Omit<PatientFormValues, 'confirmDuplicate'>>;

export const patientFieldNames = Object.keys(blankPatient) as PatientFieldName[];

/** The record as the form starts it; clinical fields hidden from this member (null) are blank. */
export function formValuesOf(record: PatientRecord): PatientFormValues {
  const values: Record<string, unknown> = { ...blankPatient };
  for (const name of patientFieldNames) values[name] = record[name] ?? blankPatient[name];
  return values as PatientFormValues;
}

/**
 * The body of POST or PUT. A member without `clinical.manage` sends no clinical field: the server
 * refuses them from such a member, and on PUT leaves them as they are.
 */
export function patientInputOf(
  values: PatientFormOutput,
  withClinical: boolean,
  confirmDuplicate: boolean,
): CreatePatientInput {
  const input: CreatePatientInput = { ...values };
  delete input.confirmDuplicate;
  if (!withClinical) for (const field of clinicalPatientFields) delete input[field];
  if (confirmDuplicate) input.confirmDuplicate = true;
  return input;
}
