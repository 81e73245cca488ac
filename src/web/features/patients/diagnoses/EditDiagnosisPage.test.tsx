import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiagnosisInput } from '../../../../domain/diagnoses.js';
import {
  demoAssistantMember,
  demoTherapistMember,
  json,
  signedInAs,
  signedInMember,
} from '../../../test/api-mock';
import { queryClient } from '../../../lib/query-client';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { diagnosisQuery } from './diagnosis-api';
import {
  apiDiagnosisPath,
  bodiesSent,
  diagnosis,
  DIAGNOSIS_ID,
  diagnosisPath,
  forbidden,
  getsSent,
  mockDiagnosisApi,
  PATIENT_ID,
} from './test-fixtures';

preloadRoutes(
  () => import('../../../components/dashboard/DashboardLayout'),
  () => import('../EditDiagnosisPage'),
  () => import('../DiagnosisPage'),
);

const editPath = `${diagnosisPath}/edit`;
const apiPath = apiDiagnosisPath.replace('/api/v1', '');
/** How often the patient record itself was read. */
const patientReads = (fetchMock: ReturnType<typeof mockEdit>) =>
  getsSent(fetchMock, `/patients/${PATIENT_ID}`).filter(
    (url) => url === `/api/v1/patients/${PATIENT_ID}`,
  ).length;
const input = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });

function mockEdit(handlers: Parameters<typeof mockDiagnosisApi>[0] = {}) {
  return mockDiagnosisApi({
    [`PUT ${apiDiagnosisPath}`]: ({ body }) =>
      json(200, {
        diagnosis: diagnosis({ ...(body as DiagnosisInput), description: 'Low back pain' }),
      }),
    ...handlers,
  });
}

describe('patients/{id}/diagnoses/{diagnosisId}/edit', () => {
  it('is filled in from the diagnosis its loader fetched, and replaces it with PUT', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit();
    const { router } = await renderApp(editPath);
    // The loader had the diagnosis in the cache before the screen showed.
    expect(queryClient.getQueryData(diagnosisQuery(PATIENT_ID, DIAGNOSIS_ID).queryKey)).toEqual(
      diagnosis(),
    );
    await screen.findByRole('button', { name: 'Save changes' });

    expect(screen.getByRole('combobox', { name: 'ICD-10 code' })).toHaveValue(
      'M54.5 — Low back pain',
    );
    expect(input('Body region')).toHaveValue('Lower back');
    expect(screen.getByRole('combobox', { name: 'Side' })).toHaveValue('Left');
    expect(input('Onset')).toHaveValue('2026-10-28');
    expect(input('Diagnosis date')).toHaveValue('2026-11-02');
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Diagnosed by' })).toHaveValue('Jelena Ilić');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Pain on flexion, no red flags.',
    );
    const readsBefore = patientReads(fetchMock);

    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(diagnosisPath));
    expect(bodiesSent(fetchMock, 'PUT', apiPath)).toEqual([
      {
        icd10Code: 'M54.5',
        description: '',
        bodyRegion: 'Lower back',
        side: 'left',
        onsetOn: '2026-10-28',
        diagnosedOn: '2026-11-02',
        status: 'resolved',
        notes: 'Pain on flexion, no red flags.',
        diagnosedById: demoTherapistMember.userId,
      },
    ]);
    expect(await within(screen.getByRole('main')).findAllByText('Resolved')).not.toHaveLength(0);
    // Everything of the patient is refreshed, so the record page shows the change.
    await waitFor(() => expect(patientReads(fetchMock)).toBeGreaterThan(readsBefore));
  });

  it('opens a diagnosis recorded in words as words', async () => {
    mockEdit({
      [`GET ${apiDiagnosisPath}`]: () =>
        json(200, {
          diagnosis: diagnosis({ icd10Code: null, description: 'Post-op knee stiffness' }),
        }),
    });
    await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.getByRole('checkbox', { name: 'Not in the list: describe it' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue(
      'Post-op knee stiffness',
    );
  });

  it("shows the server's field message on its field", async () => {
    const user = userEvent.setup({ delay: null });
    mockEdit({
      [`PUT ${apiDiagnosisPath}`]: () =>
        json(400, {
          msg: 'Choose an active member of this clinic.',
          code: 'VALIDATION_FAILED',
          fields: { diagnosedById: 'Choose an active member of this clinic.' },
        }),
    });
    const { router } = await renderApp(editPath);
    await user.click(await screen.findByRole('radio', { name: 'Resolved' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Choose an active member of this clinic.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Diagnosed by' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Resolved' })).toBeChecked();
    expect(router.state.location.pathname).toBe(editPath);
  });

  it('tells an assistant (403) they may not see diagnoses', async () => {
    mockEdit({
      'GET /api/v1/users/current-user': signedInAs(signedInMember(demoAssistantMember)),
      [`GET ${apiDiagnosisPath}`]: forbidden,
    });
    await renderApp(editPath);
    expect(
      await screen.findByText('Diagnoses are part of the clinical record'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit diagnosis' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('a diagnosis the API does not find (or of another clinic) is a 404 screen', async () => {
    mockEdit({
      [`GET ${apiDiagnosisPath}`]: () =>
        json(404, { msg: 'The diagnosis was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(editPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });
});
