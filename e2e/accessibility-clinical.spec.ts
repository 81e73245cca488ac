import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeTour } from './axe';
import type { TourScreen } from './tour';
import { test } from './fixtures';

interface RecordIds {
  patient: string;
  diagnosis: string;
  plan: string;
}

async function created<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** One patient with a diagnosis, a plan with progress and a visit note, made once per worker. */
let record: Promise<RecordIds> | undefined;
function clinicalRecord(page: Page): Promise<RecordIds> {
  record ??= (async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { patient } = await created<{ patient: { id: string } }>(
      page.request,
      '/api/v1/patients',
      {
        firstName: 'Axe',
        lastName: `Record-${Date.now()}`,
        dateOfBirth: '1980-01-01',
        confirmDuplicate: true,
      },
    );
    const base = `/api/v1/patients/${patient.id}`;
    const { diagnosis } = await created<{ diagnosis: { id: string } }>(
      page.request,
      `${base}/diagnoses`,
      { icd10Code: 'M54.5', diagnosedOn: today, bodyRegion: 'Lumbar spine', side: 'left' },
    );
    const { treatmentPlan } = await created<{ treatmentPlan: { id: string } }>(
      page.request,
      `${base}/treatment-plans`,
      {
        title: 'Back to running',
        diagnosisId: diagnosis.id,
        goals: [
          { description: 'Pain while running', measure: 'Pain (0–10)', baseline: 7, target: 2 },
        ],
        plannedSessions: 8,
        startsOn: today,
        status: 'active',
      },
    );
    await created(page.request, `${base}/treatment-plans/${treatmentPlan.id}/progress`, {
      recordedOn: today,
      pain: 5,
      notes: 'Ran 3 km.',
    });
    await created(page.request, `${base}/notes`, { template: 'initial_assessment' });
    return { patient: patient.id, diagnosis: diagnosis.id, plan: treatmentPlan.id };
  })();
  return record;
}

const patientTabs = [
  'overview',
  'appointments',
  'diagnoses',
  'plans',
  'notes',
  'attachments',
  'timeline',
  'access',
];

type Screen = (ids: RecordIds) => TourScreen;
const at =
  (path: (ids: RecordIds) => string): Screen =>
  (ids) => ({ name: path(placeholderIds), path: path(ids) });

const placeholderIds: RecordIds = {
  patient: ':id',
  diagnosis: ':diagnosisId',
  plan: ':treatmentPlanId',
};

const tours: Record<string, Screen[]> = {
  'the patient list, new patients and notes to finish': [
    at(() => '/dashboard/all-patients'),
    at(() => '/dashboard/add-patient'),
    at(() => '/dashboard/import-patients'),
    at(() => '/dashboard/notes-to-finish'),
    at((ids) => `/dashboard/patients/${ids.patient}/edit`),
    at((ids) => `/dashboard/patients/${ids.patient}/print`),
  ],
  "each tab of a patient's record": patientTabs.map((tab) =>
    at((ids) => `/dashboard/patients/${ids.patient}?tab=${tab}`),
  ),
  'diagnoses and treatment plans': [
    at((ids) => `/dashboard/patients/${ids.patient}/diagnoses/new`),
    at((ids) => `/dashboard/patients/${ids.patient}/diagnoses/${ids.diagnosis}`),
    at((ids) => `/dashboard/patients/${ids.patient}/diagnoses/${ids.diagnosis}/edit`),
    at((ids) => `/dashboard/patients/${ids.patient}/therapies/new`),
    at((ids) => `/dashboard/patients/${ids.patient}/therapies/${ids.plan}`),
    at((ids) => `/dashboard/patients/${ids.patient}/therapies/${ids.plan}/edit`),
  ],
};

test.describe('accessibility of the clinical record screens', () => {
  for (const [name, screens] of Object.entries(tours)) {
    test(`axe finds no violations on ${name}`, async ({ page, storedSignIn }) => {
      await storedSignIn();
      const ids = await clinicalRecord(page);
      await axeTour(
        page,
        screens.map((screen) => screen(ids)),
      );
    });
  }
});
