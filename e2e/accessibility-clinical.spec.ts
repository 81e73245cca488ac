import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes, waitForScreenData } from './axe';
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
const screens: ((ids: RecordIds) => string)[] = [
  () => '/dashboard/all-patients',
  () => '/dashboard/add-patient',
  () => '/dashboard/import-patients',
  () => '/dashboard/notes-to-finish',
  ...patientTabs.map((tab) => (ids: RecordIds) => `/dashboard/patients/${ids.patient}?tab=${tab}`),
  (ids) => `/dashboard/patients/${ids.patient}/edit`,
  (ids) => `/dashboard/patients/${ids.patient}/print`,
  (ids) => `/dashboard/patients/${ids.patient}/diagnoses/new`,
  (ids) => `/dashboard/patients/${ids.patient}/diagnoses/${ids.diagnosis}`,
  (ids) => `/dashboard/patients/${ids.patient}/diagnoses/${ids.diagnosis}/edit`,
  (ids) => `/dashboard/patients/${ids.patient}/therapies/new`,
  (ids) => `/dashboard/patients/${ids.patient}/therapies/${ids.plan}`,
  (ids) => `/dashboard/patients/${ids.patient}/therapies/${ids.plan}/edit`,
];

const placeholderIds: RecordIds = {
  patient: ':id',
  diagnosis: ':diagnosisId',
  plan: ':treatmentPlanId',
};

test.describe('accessibility of the clinical record screens', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  for (const screen of screens) {
    test(`axe finds no violations on ${screen(placeholderIds)}`, async ({ page }) => {
      await page.goto(screen(await clinicalRecord(page)));
      await waitForScreenData(page);
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});
