import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAssistantMember, json, signedInAs, signedInMember } from '../../../test/api-mock';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import {
  apiDiagnosisPath,
  diagnosis,
  diagnosisPath,
  forbidden,
  mockDiagnosisApi,
  PATIENT_ID,
  patientsPath,
  plan,
} from './test-fixtures';

preloadRoutes(
  () => import('../../../components/dashboard/DashboardLayout'),
  () => import('../DiagnosisPage'),
);

const plansPath = `GET /api/v1/patients/${PATIENT_ID}/treatment-plans`;
const details = () => within(screen.getByRole('region', { name: 'Details' }));
const plans = () => within(screen.getByRole('region', { name: 'Treatment plans' }));

describe('patients/{id}/diagnoses/{diagnosisId}', () => {
  it('shows the diagnosis, who made it and the plans that treat it', async () => {
    const otherPlan = plan({
      id: '00000000-0000-4000-8000-0000000000e8',
      title: 'Shoulder mobility',
      diagnosisId: '00000000-0000-4000-8000-0000000000d8',
    });
    mockDiagnosisApi({
      [plansPath]: () => json(200, { treatmentPlans: [plan({ status: 'planned' }), otherPlan] }),
    });
    await renderApp(diagnosisPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Low back pain' })).toBeVisible();
    expect(screen.getByLabelText('ICD-10 code M54.5')).toBeInTheDocument();
    expect(screen.getByText('Diagnosed on 2 November 2026 by Jelena Ilić')).toBeInTheDocument();
    expect(details().getByText('M54.5 — Low back pain')).toBeInTheDocument();
    expect(details().getByText('Lower back')).toBeInTheDocument();
    expect(details().getByText('Left')).toBeInTheDocument();
    expect(details().getByText('28 October 2026')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Pain on flexion, no red flags.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${diagnosisPath}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Back to Ivana Lukić' })).toHaveAttribute(
      'href',
      `${patientsPath}?tab=diagnoses`,
    );

    expect(await plans().findByRole('link', { name: 'Lumbar stabilisation' })).toHaveAttribute(
      'href',
      `${patientsPath}/therapies/${plan().id}`,
    );
    expect(
      plans().getByText('3 November 2026 – 15 December 2026 · Sessions 3 of 10'),
    ).toBeVisible();
    expect(plans().getByText('Planned')).toBeVisible();
    expect(plans().queryByText('Shoulder mobility')).not.toBeInTheDocument();
    expect(plans().getByRole('link', { name: 'New treatment plan' })).toHaveAttribute(
      'href',
      `${patientsPath}/therapies/new?diagnosisId=${diagnosis().id}`,
    );
  });

  it('shows a diagnosis in words, resolved, without notes or plans', async () => {
    mockDiagnosisApi({
      [`GET ${apiDiagnosisPath}`]: () =>
        json(200, {
          diagnosis: diagnosis({
            icd10Code: null,
            description: 'Post-op knee stiffness',
            status: 'resolved',
            side: null,
            bodyRegion: '',
            onsetOn: null,
            notes: '',
          }),
        }),
    });
    await renderApp(diagnosisPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post-op knee stiffness' }),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^ICD-10 code/)).not.toBeInTheDocument();
    expect(details().getByText('None: described in words')).toBeInTheDocument();
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(details().getByText('Not applicable')).toBeInTheDocument();
    expect(details().getAllByText('Not recorded')).toHaveLength(2);
    expect(screen.getByText('No notes.')).toBeInTheDocument();
    expect(
      await plans().findByText('No treatment plan for this diagnosis yet.'),
    ).toBeInTheDocument();
  });

  it('keeps the diagnosis on screen when its plans cannot be loaded', async () => {
    mockDiagnosisApi({
      [plansPath]: () => json(500, { msg: 'Something went wrong.', code: 'INTERNAL' }),
    });
    await renderApp(diagnosisPath);
    expect(await plans().findByText("We couldn't load the treatment plans.")).toBeInTheDocument();
    expect(plans().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Low back pain' })).toBeVisible();
  });

  it('tells an assistant (403) they may not see diagnoses', async () => {
    mockDiagnosisApi({
      'GET /api/v1/users/current-user': signedInAs(signedInMember(demoAssistantMember)),
      [`GET ${apiDiagnosisPath}`]: forbidden,
      [plansPath]: forbidden,
    });
    await renderApp(diagnosisPath);
    expect(
      await screen.findByText('Diagnoses are part of the clinical record'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnosis' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pain on flexion, no red flags.')).not.toBeInTheDocument();
  });

  it('a diagnosis the API does not find (or of another patient or clinic) is a 404 screen', async () => {
    mockDiagnosisApi({
      [`GET ${apiDiagnosisPath}`]: () =>
        json(404, { msg: 'The diagnosis was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(diagnosisPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });
});
