import type { ClinicSettings } from '../../../../domain/clinic-settings.js';
import type { Diagnosis } from '../../../../domain/diagnoses.js';
import { patientRecord } from '../patient-record-fixtures';
import type { TreatmentPlanSummary } from '../../../../domain/treatment-plans.js';
import {
  demoMembers,
  demoOwnerMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
} from '../../../test/api-mock';

/** The diagnosis screens' fake clinic, an hour ahead of UTC in winter. */
export const PATIENT_ID = '00000000-0000-4000-8000-0000000000a1';
export const DIAGNOSIS_ID = '00000000-0000-4000-8000-0000000000d9';

export const patientsPath = `/dashboard/patients/${PATIENT_ID}`;
export const diagnosisPath = `${patientsPath}/diagnoses/${DIAGNOSIS_ID}`;
export const apiDiagnosisPath = `/api/v1/patients/${PATIENT_ID}/diagnoses/${DIAGNOSIS_ID}`;

export const settings: ClinicSettings = {
  name: 'Demo Physio Clinic',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
  timeZone: 'Europe/Belgrade',
  openingHours: [null, ...Array(5).fill({ open: '08:00', close: '20:00' }), null],
  rooms: [],
  remindersEnabled: false,
  reminderHoursBefore: 24,
  cancellationPolicy: '',
  currency: 'USD',
  locale: 'en-US',
  taxRateBasisPoints: 0,
  pricesIncludeTax: false,
  slotSpacingMinutes: 15,
  cliniciansEditOwnSchedule: false,
  taxNumber: '',
  paymentInstructions: '',
  invoiceDueDays: 14,
  autoDraftInvoices: true,
  noShowFeeKind: 'none',
  noShowFeeValue: 0,
  lateCancelFeeKind: 'none',
  lateCancelFeeValue: 0,
  lateCancelWindowHours: 24,
};

export const patient = patientRecord({
  id: PATIENT_ID,
  firstName: 'Ivana',
  lastName: 'Lukić',
  dateOfBirth: '1984-05-12',
});

export function diagnosis(overrides: Partial<Diagnosis> = {}): Diagnosis {
  return {
    id: DIAGNOSIS_ID,
    patientId: PATIENT_ID,
    icd10Code: 'M54.5',
    description: 'Low back pain',
    bodyRegion: 'Lower back',
    side: 'left',
    onsetOn: '2026-10-28',
    diagnosedOn: '2026-11-02',
    status: 'active',
    notes: 'Pain on flexion, no red flags.',
    diagnosedById: demoTherapistMember.userId,
    diagnosedByName: 'Jelena Ilić',
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function plan(overrides: Partial<TreatmentPlanSummary> = {}): TreatmentPlanSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000e7',
    patientId: PATIENT_ID,
    title: 'Lumbar stabilisation',
    diagnosisId: DIAGNOSIS_ID,
    status: 'active',
    startsOn: '2026-11-03',
    endsOn: '2026-12-15',
    plannedSessions: 10,
    sessionsDone: 3,
    updatedAt: '2026-11-03T09:00:00.000Z',
    ...overrides,
  };
}

/** A fake API answering what the diagnosis screens read; `handlers` add or replace answers. */
export function mockDiagnosisApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings }),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    [`GET /api/v1/patients/${PATIENT_ID}`]: () => json(200, { patient }),
    [`GET ${apiDiagnosisPath}`]: () => json(200, { diagnosis: diagnosis() }),
    [`GET /api/v1/patients/${PATIENT_ID}/treatment-plans`]: () => json(200, { treatmentPlans: [] }),
    ...handlers,
  });
}

export const forbidden = () =>
  json(403, { msg: 'You do not have permission to do this.', code: 'FORBIDDEN' });

/** The signed-in owner is the member the form names by default. */
export const ownerUserId = demoOwnerMember.userId;

/** The JSON bodies the app sent as `method path`. */
export function bodiesSent(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input) === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
}

/** The URLs of the GET requests the app made, e.g. the code searches. */
export function getsSent(fetchMock: ReturnType<typeof mockApi>, prefix: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => String(input))
    .filter((url) => url.startsWith(`/api/v1${prefix}`));
}
