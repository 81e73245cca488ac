import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoAssistantMember, json, signedInMember } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  bodiesSent,
  DIAGNOSIS_ID,
  mockPlanApi,
  PATIENT_ID,
  PLAN_ID,
  plansPath,
  treatmentPlan,
} from './therapies/therapy-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./therapies/therapy-loaders'),
  () => import('./NewTherapyPage'),
  () => import('./TherapyPage'),
);

const newPath = `/dashboard/patients/${PATIENT_ID}/therapies/new`;
const dateField = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input[type="date"]' });
const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name });

async function openForm(path = newPath) {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'New treatment plan' });
  return view;
}

/** Types a whole value at once (character by character is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('patients/{id}/therapies/new (treatment plans)', () => {
  it("shows the first goal's fields when the form opens, and leaves a goal row left empty out", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockPlanApi({
      [`POST ${plansPath}`]: () => json(201, { treatmentPlan: treatmentPlan({ goals: [] }) }),
      [`GET ${plansPath}/${PLAN_ID}`]: () =>
        json(200, { treatmentPlan: treatmentPlan({ goals: [] }) }),
    });
    await openForm();

    const goal = group('Goal 1');
    expect(textbox('Description', goal)).toBeVisible();
    expect(textbox('Measure and unit', goal)).toBeVisible();
    expect(textbox('Baseline', goal)).toBeVisible();
    expect(textbox('Target', goal)).toBeVisible();
    expect(screen.queryByText('No goals yet.')).not.toBeInTheDocument();

    await fill(user, textbox('Title'), 'Back care');
    await user.click(screen.getByRole('button', { name: 'Create treatment plan' }));

    expect(await screen.findByText('Treatment plan created')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', plansPath)).toEqual([
      expect.objectContaining({ title: 'Back care', goals: [] }),
    ]);
  });

  it('checks the title, every goal and intervention row, and an end before the start', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockPlanApi();
    await openForm();

    // Goal 1 is left empty; goal 2 has a target but no description.
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await user.type(textbox('Target', group('Goal 2')), '30');
    await user.click(screen.getByRole('button', { name: 'Add intervention' }));
    fireEvent.change(dateField('Start'), { target: { value: '2026-03-10' } });
    fireEvent.change(dateField('End'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Create treatment plan' }));

    expect(await screen.findByText('Give the treatment plan a title.')).toBeInTheDocument();
    expect(within(group('Goal 2')).getByText('Describe the goal.')).toBeInTheDocument();
    expect(within(group('Goal 1')).queryByText('Describe the goal.')).not.toBeInTheDocument();
    expect(within(group('Intervention 1')).getByText('Name the intervention.')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', plansPath)).toEqual([]);
  });

  it('adds and removes goal and intervention rows', async () => {
    const user = userEvent.setup({ delay: null });
    mockPlanApi();
    await openForm();

    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await fill(user, textbox('Description', group('Goal 1')), 'First');
    await fill(user, textbox('Description', group('Goal 2')), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove goal 1' }));
    expect(screen.queryByRole('group', { name: 'Goal 2' })).not.toBeInTheDocument();
    expect(textbox('Description', group('Goal 1'))).toHaveValue('Second');
    await user.click(screen.getByRole('button', { name: 'Remove goal 1' }));
    expect(screen.getByText('No goals yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add intervention' }));
    expect(group('Intervention 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove intervention 1' }));
    expect(screen.getByText('No interventions yet.')).toBeInTheDocument();
  });

  it('creates the plan linked to the diagnosis of ?diagnosisId and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockPlanApi({
      [`POST ${plansPath}`]: () => json(201, { treatmentPlan: treatmentPlan() }),
      [`GET ${plansPath}/${PLAN_ID}`]: () => json(200, { treatmentPlan: treatmentPlan() }),
    });
    const { router } = await openForm(`${newPath}?diagnosisId=${DIAGNOSIS_ID}`);
    expect(screen.getByRole('combobox', { name: 'Linked diagnosis' })).toHaveValue(
      'S83.5 Sprain of cruciate ligament of knee',
    );

    await fill(user, textbox('Title'), 'Knee rehabilitation after ACL sprain');
    fireEvent.change(dateField('Start'), { target: { value: '2026-03-01' } });
    fireEvent.change(dateField('End'), { target: { value: '2026-05-31' } });
    await user.type(textbox('Planned sessions'), '10');
    await fill(user, textbox('Frequency'), '2 sessions per week');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    const goal = group('Goal 1');
    await fill(user, textbox('Description', goal), 'Climb stairs without pain');
    await fill(user, textbox('Measure and unit', goal), 'Pain (NRS 0-10)');
    await user.type(textbox('Baseline', goal), '7');
    await user.type(textbox('Target', goal), '1');
    await user.click(screen.getByRole('button', { name: 'Add intervention' }));
    const exercise = group('Intervention 1');
    await fill(user, textbox('Name', exercise), 'Straight leg raise');
    await user.type(textbox('Sets', exercise), '3');
    await user.type(textbox('Repetitions', exercise), '12');
    await fill(user, textbox('Frequency', exercise), 'Daily');
    await user.click(screen.getByRole('button', { name: 'Create treatment plan' }));

    expect(await screen.findByText('Treatment plan created')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/dashboard/patients/${PATIENT_ID}/therapies/${PLAN_ID}`,
      ),
    );
    expect(bodiesSent(fetchMock, 'POST', plansPath)).toEqual([
      {
        title: 'Knee rehabilitation after ACL sprain',
        diagnosisId: DIAGNOSIS_ID,
        goals: [
          {
            description: 'Climb stairs without pain',
            measure: 'Pain (NRS 0-10)',
            baseline: 7,
            target: 1,
          },
        ],
        interventions: [
          {
            kind: 'exercise',
            name: 'Straight leg raise',
            sets: 3,
            repetitions: 12,
            frequency: 'Daily',
            notes: '',
          },
        ],
        plannedSessions: 10,
        frequency: '2 sessions per week',
        startsOn: '2026-03-01',
        endsOn: '2026-05-31',
        status: 'active',
        notes: '',
      },
    ]);
  });

  it("puts the server's field messages on the fields, nested goal fields included", async () => {
    const user = userEvent.setup({ delay: null });
    mockPlanApi({
      [`POST ${plansPath}`]: () =>
        json(400, {
          msg: 'Some fields are not valid. Please check them and try again.',
          code: 'VALIDATION_FAILED',
          fields: {
            diagnosisId: "Choose one of this patient's diagnoses.",
            'goals.0.target': 'Enter a number.',
          },
        }),
    });
    await openForm();
    await fill(user, textbox('Title'), 'Back care');
    await fill(user, textbox('Description', group('Goal 1')), 'Sit for an hour');
    await user.click(screen.getByRole('button', { name: 'Create treatment plan' }));

    expect(await screen.findByText("Choose one of this patient's diagnoses.")).toBeInTheDocument();
    expect(within(group('Goal 1')).getByText('Enter a number.')).toBeInTheDocument();
    expect(
      screen.queryByText('Some fields are not valid. Please check them and try again.'),
    ).not.toBeInTheDocument();
  });

  it('tells an assistant that plans are clinical, without a form', async () => {
    mockPlanApi(
      {
        [`GET /api/v1/patients/${PATIENT_ID}/diagnoses`]: () =>
          json(403, { msg: 'You are not allowed to do that.', code: 'FORBIDDEN' }),
      },
      signedInMember(demoAssistantMember),
    );
    await openForm();
    expect(screen.getByText('Treatment plans are part of the clinical record')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create treatment plan' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Ivana Lukić' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${PATIENT_ID}?tab=plans`,
    );
  });
});
