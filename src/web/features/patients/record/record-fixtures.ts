import type { CalendarAppointment } from '../../../../domain/appointments.js';
import type { Diagnosis } from '../../../../domain/diagnoses.js';
import type { TimelineEvent } from '../../../../domain/patient-timeline.js';
import type { PatientRecord } from '../../../../domain/patients.js';
import type { TreatmentPlanSummary } from '../../../../domain/treatment-plans.js';
import { demoTherapistMember } from '../../../test/api-mock';
import { patientRecord as basePatientRecord } from '../patient-record-fixtures';

/** Test data of the record page: Milica Jovanović of the demo clinic (Europe/Belgrade). */
export const CLINIC_ZONE = 'Europe/Belgrade';
export const recordPatientId = '00000000-0000-4000-8000-0000000000aa';
export const recordId = (n: number) =>
  `00000000-0000-4000-8000-00000000b${String(n).padStart(3, '0')}`;

export function patientRecord(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return basePatientRecord({
    id: recordPatientId,
    firstName: 'Milica',
    lastName: 'Jovanović',
    dateOfBirth: '1985-03-12',
    allergies: 'Penicillin',
    redFlags: 'Night pain: rule out non-mechanical cause',
    ...overrides,
  });
}

/** The record as an assistant gets it: the clinical fields are null. */
export const assistantView = (patient: PatientRecord): PatientRecord => ({
  ...patient,
  medicalHistory: null,
  allergies: null,
  medications: null,
  redFlags: null,
});

export function recordAppointment(
  overrides: Partial<CalendarAppointment> = {},
): CalendarAppointment {
  return {
    id: recordId(1),
    title: 'Milica Jovanović · Manual therapy',
    start: '2026-11-26T09:00:00.000Z',
    end: '2026-11-26T10:00:00.000Z',
    therapistId: demoTherapistMember.userId,
    labelColor: '#2f9e44',
    status: 'confirmed',
    patientId: recordPatientId,
    patientName: 'Milica Jovanović',
    serviceId: '00000000-0000-4000-8000-0000000000e5',
    serviceName: 'Manual therapy',
    roomId: null,
    locationId: null,
    seriesId: null,
    noteStatus: null,
    ...overrides,
  };
}

export function recordDiagnosis(overrides: Partial<Diagnosis> = {}): Diagnosis {
  return {
    id: recordId(10),
    patientId: recordPatientId,
    icd10Code: 'M54.5',
    description: 'Low back pain',
    bodyRegion: 'Lumbar spine',
    side: 'left',
    onsetOn: '2026-01-01',
    diagnosedOn: '2026-01-20',
    status: 'active',
    notes: '',
    diagnosedById: demoTherapistMember.userId,
    diagnosedByName: 'Jelena Ilić',
    createdAt: '2026-01-20T10:00:00.000Z',
    updatedAt: '2026-01-20T10:00:00.000Z',
    ...overrides,
  };
}

export function recordPlan(overrides: Partial<TreatmentPlanSummary> = {}): TreatmentPlanSummary {
  return {
    id: recordId(20),
    patientId: recordPatientId,
    title: 'Back strength and mobility',
    diagnosisId: recordId(10),
    status: 'active',
    startsOn: '2026-02-01',
    endsOn: '2026-04-30',
    plannedSessions: 10,
    sessionsDone: 3,
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function timelineEvent(overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  return {
    at: '2026-11-26T09:00:00.000Z',
    allDay: false,
    kind: 'appointment',
    id: recordId(1),
    title: 'Manual therapy',
    detail: 'Confirmed · with Jelena Ilić',
    ...overrides,
  };
}
