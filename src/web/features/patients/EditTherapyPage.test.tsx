import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoAssistantMember, json, signedInMember } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  bodiesSent,
  getsOf,
  GOAL_ID,
  INTERVENTION_ID,
  mockPlanApi,
  PATIENT_ID,
  PLAN_ID,
  planPath,
  patientsPath,
  treatmentPlan,
} from './therapies/therapy-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./therapies/therapy-loaders'),
  () => import('./EditTherapyPage'),
  () => import('./TherapyPage'),
);

const editPath = `/dashboard/patients/${PATIENT_ID}/therapies/${PLAN_ID}/edit`;
const group = (name: string) => screen.getByRole('group', { name });

/** Types a whole value at once (character by character is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('patients/{id}/therapies/{treatmentPlanId}/edit (treatment plans)', () => {
  it('is filled in by the loader and saves the whole plan, ids of goals kept', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = treatmentPlan({ status: 'completed' });
    const fetchMock = mockPlanApi({
      [`GET ${planPath}`]: () => json(200, { treatmentPlan: treatmentPlan() }),
      [`PUT ${planPath}`]: () => json(200, { treatmentPlan: saved }),
    });
    const { router } = await renderApp(editPath);

    // The loader read the plan: the form is there at once, filled in.
    expect(getsOf(fetchMock, planPath)).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Knee rehabilitation after ACL sprain',
    );
    expect(screen.getByRole('combobox', { name: 'Linked diagnosis' })).toHaveValue(
      'S83.5 Sprain of cruciate ligament of knee',
    );
    expect(within(group('Goal 1')).getByRole('textbox', { name: 'Target' })).toHaveValue('1');
    expect(within(group('Intervention 1')).getByRole('textbox', { name: 'Sets' })).toHaveValue('3');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await fill(
      user,
      within(group('Goal 2')).getByRole('textbox', { name: 'Description' }),
      'Run 5 km',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Treatment plan saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/dashboard/patients/${PATIENT_ID}/therapies/${PLAN_ID}`,
      ),
    );
    expect(bodiesSent(fetchMock, 'PUT', planPath)).toEqual([
      {
        title: 'Knee rehabilitation after ACL sprain',
        diagnosisId: treatmentPlan().diagnosisId,
        goals: [
          {
            id: GOAL_ID,
            description: 'Climb stairs without pain',
            measure: 'Pain (NRS 0-10)',
            baseline: 7,
            target: 1,
          },
          { description: 'Run 5 km', measure: '', baseline: null, target: null },
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
        plannedSessions: 10,
        frequency: '2 sessions per week',
        startsOn: '2026-03-01',
        endsOn: '2026-05-31',
        status: 'completed',
        notes: '',
      },
    ]);
    // The patient's record (and everything under it) is refreshed.
    await waitFor(() => expect(getsOf(fetchMock, patientsPath)).toBeGreaterThan(1));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });

  it("shows the server's messages on nested intervention fields", async () => {
    const user = userEvent.setup({ delay: null });
    mockPlanApi({
      [`GET ${planPath}`]: () => json(200, { treatmentPlan: treatmentPlan() }),
      [`PUT ${planPath}`]: () =>
        json(400, {
          msg: 'Some fields are not valid. Please check them and try again.',
          code: 'VALIDATION_FAILED',
          fields: {
            'interventions.0.sets': 'Use at most 100.',
            endsOn: 'The end must be after the start.',
          },
        }),
    });
    await renderApp(editPath);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await within(group('Intervention 1')).findByText('Use at most 100.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
  });

  it('shows a message above the buttons for a refusal without fields', async () => {
    const user = userEvent.setup({ delay: null });
    mockPlanApi({
      [`GET ${planPath}`]: () => json(200, { treatmentPlan: treatmentPlan() }),
      [`PUT ${planPath}`]: () =>
        json(402, { msg: 'Your subscription has ended.', code: 'SUBSCRIPTION_ENDED' }),
    });
    await renderApp(editPath);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your subscription has ended.')).toBeInTheDocument();
  });

  it('is a 404 screen for a plan of another clinic', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPlanApi({
      [`GET ${planPath}`]: () =>
        json(404, { msg: 'The treatment plan was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(editPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });

  it('tells an assistant that plans are clinical, without a form', async () => {
    mockPlanApi(
      {
        [`GET ${planPath}`]: () =>
          json(403, { msg: 'You are not allowed to do that.', code: 'FORBIDDEN' }),
      },
      signedInMember(demoAssistantMember),
    );
    await renderApp(editPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit treatment plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Treatment plans are part of the clinical record')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
