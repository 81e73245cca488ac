import type { Diagnosis } from '../../../../domain/diagnoses.js';
import type { PatientRecord } from '../../../../domain/patients.js';
import type { ProgressEntry, TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { json, ownerUser, signedInAs, mockApi } from '../../../test/api-mock';
import type { CurrentUser } from '../../../lib/current-user';

/** Test data of the treatment plan screens. */

export const PATIENT_ID = '00000000-0000-4000-8000-00000000a001';
export const PLAN_ID = '00000000-0000-4000-8000-00000000b001';
export const DIAGNOSIS_ID = '00000000-0000-4000-8000-00000000d001';
export const OTHER_DIAGNOSIS_ID = '00000000-0000-4000-8000-00000000d002';
export const GOAL_ID = '00000000-0000-4000-8000-00000000e001';
export const INTERVENTION_ID = '00000000-0000-4000-8000-00000000f001';

export const patientsPath = `/api/v1/patients/${PATIENT_ID}`;
export const plansPath = `${patientsPath}/treatment-plans`;
export const planPath = `${plansPath}/${PLAN_ID}`;

export const patientRecord: PatientRecord = {
  id: PATIENT_ID,
  firstName: 'Ivana',
  lastName: 'Lukić',
  dateOfBirth: '1988-04-12',
  phone: '+381 64 123 4567',
  email: 'ivana@example.com',
  consentToContact: true,
  consentToSms: false,
  smsOptedOut: false,
  status: 'active',
  createdAt: '2026-01-05T09:00:00.000Z',
  primaryTherapistId: null,
  bookedOnline: false,
  needsReview: false,
  sex: 'female',
  address: '',
  occupation: '',
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
  notes: '',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

export function diagnosis(overrides: Partial<Diagnosis> = {}): Diagnosis {
  return {
    id: DIAGNOSIS_ID,
    patientId: PATIENT_ID,
    icd10Code: 'S83.5',
    description: 'Sprain of cruciate ligament of knee',
    bodyRegion: 'Knee',
    side: 'left',
    onsetOn: '2026-01-02',
    diagnosedOn: '2026-01-05',
    status: 'active',
    notes: '',
    diagnosedById: ownerUser.user.id,
    diagnosedByName: 'Ana Marković',
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export const diagnoses: Diagnosis[] = [
  diagnosis(),
  diagnosis({
    id: OTHER_DIAGNOSIS_ID,
    icd10Code: null,
    description: 'Low back pain after lifting',
    status: 'resolved',
  }),
];

export function progressEntry(overrides: Partial<ProgressEntry> = {}): ProgressEntry {
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    recordedOn: '2026-03-02',
    pain: 7,
    score: 42,
    outcomeMeasure: 'KOOS',
    rangeOfMotion: [{ joint: 'Left knee', movement: 'Flexion', degrees: 95 }],
    notes: 'Stairs still painful.',
    recordedById: ownerUser.user.id,
    recordedByName: 'Ana Marković',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function treatmentPlan(overrides: Partial<TreatmentPlan> = {}): TreatmentPlan {
  return {
    id: PLAN_ID,
    patientId: PATIENT_ID,
    title: 'Knee rehabilitation after ACL sprain',
    diagnosisId: DIAGNOSIS_ID,
    status: 'active',
    startsOn: '2026-03-01',
    endsOn: '2026-05-31',
    plannedSessions: 10,
    sessionsDone: 4,
    updatedAt: '2026-03-01T09:00:00.000Z',
    diagnosis: {
      id: DIAGNOSIS_ID,
      icd10Code: 'S83.5',
      description: 'Sprain of cruciate ligament of knee',
    },
    goals: [
      {
        id: GOAL_ID,
        description: 'Climb stairs without pain',
        measure: 'Pain (NRS 0-10)',
        baseline: 7,
        target: 1,
      },
    ],
    interventions: [
      {
        id: INTERVENTION_ID,
        kind: 'exercise',
        name: 'Straight leg raise',
        sets: 3,
        repetitions: 12,
        frequency: 'Daily',
        notes: 'Hold 5 seconds at the top',
      },
    ],
    frequency: '2 sessions per week',
    notes: '',
    createdById: ownerUser.user.id,
    createdAt: '2026-03-01T09:00:00.000Z',
    progress: [],
    appointments: [],
    ...overrides,
  };
}

type Handlers = Parameters<typeof mockApi>[0];

/** The fake API of the plan screens, signed in as `user` (the owner unless said). */
export function mockPlanApi(handlers: Handlers = {}, user: CurrentUser = ownerUser) {
  return mockApi({
    'GET /api/v1/users/current-user': signedInAs(user),
    [`GET ${patientsPath}`]: () => json(200, { patient: patientRecord }),
    [`GET ${patientsPath}/diagnoses`]: () => json(200, { diagnoses }),
    ...handlers,
  });
}

/** The JSON bodies sent to `METHOD path`, in order. */
export function bodiesSent(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET').toUpperCase() === method && url.pathname === path;
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** How many times `GET path` was called. */
export function getsOf(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET').toUpperCase() === 'GET' && url.pathname === path;
  }).length;
}
