import type { PatientListItem, PatientRecord } from '../../../domain/patients.js';
import { demoTherapistMember } from '../../test/api-mock';

export const JOVANA_ID = '00000000-0000-4000-8000-0000000000a1';

/** A patient as the list answers it. */
export function listedPatient(overrides: Partial<PatientListItem> = {}): PatientListItem {
  return {
    id: JOVANA_ID,
    firstName: 'Jovana',
    lastName: 'Nikolić',
    dateOfBirth: '1988-03-14',
    phone: '+381 63 555 1234',
    email: 'jovana.nikolic@example.com',
    consentToContact: true,
    consentToSms: false,
    smsOptedOut: false,
    status: 'active',
    createdAt: '2026-01-05T09:00:00.000Z',
    primaryTherapistId: demoTherapistMember.userId,
    bookedOnline: false,
    needsReview: false,
    ...overrides,
  };
}

/** The whole record as GET /patients/{id} answers it to a member with clinical access. */
export function patientRecord(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return {
    ...listedPatient(),
    sex: 'female',
    address: 'Bulevar oslobođenja 45, Novi Sad',
    occupation: 'Software developer',
    emergencyContactName: 'Milan Nikolić',
    emergencyContactPhone: '+381 64 222 3333',
    insurer: 'Dunav osiguranje',
    policyNumber: 'DO-448120',
    referralSource: 'General practitioner',
    referringDoctor: 'Dr. Ivana Kostić',
    medicalHistory: 'Lumbar disc herniation L4-L5 (2021).',
    allergies: 'Latex',
    medications: 'Ibuprofen 400 mg as needed',
    redFlags: '',
    consentToTreatmentOn: '2026-11-02',
    notes: 'Prefers morning appointments.',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}
