import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  demoAssistantMember,
  demoTherapistMember,
  json,
  noContent,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  bodiesSent,
  DIAGNOSIS_ID,
  getsOf,
  mockPlanApi,
  PATIENT_ID,
  PLAN_ID,
  planPath,
  progressEntry,
  treatmentPlan,
} from './therapies/therapy-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./therapies/therapy-loaders'),
  () => import('./TherapyPage'),
);

const viewPath = `/dashboard/patients/${PATIENT_ID}/therapies/${PLAN_ID}`;
const progressPath = `${planPath}/progress`;

async function openPlan() {
  const view = await renderApp(viewPath);
  await screen.findByRole('heading', { level: 1, name: 'Knee rehabilitation after ACL sprain' });
  return view;
}

const later = progressEntry({
  id: '00000000-0000-4000-8000-00000000c002',
  recordedOn: '2026-03-30',
  pain: 3,
  score: 61,
  rangeOfMotion: [{ joint: 'Left knee', movement: 'Flexion', degrees: 120 }],
  notes: 'Stairs fine going up.',
});

/** Types a whole value at once (character by character is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('patients/{id}/therapies/{treatmentPlanId} (treatment plans)', () => {
  it('shows the plan: diagnosis, dates, sessions done of planned, goals and interventions', async () => {
    const visit = {
      id: '00000000-0000-4000-8000-0000000000b7',
      start: '2026-03-03T08:00:00.000Z',
      end: '2026-03-03T08:45:00.000Z',
      status: 'completed' as const,
      therapistId: '00000000-0000-4000-8000-0000000000d3',
      therapistName: 'Jelena Ilić',
    };
    mockPlanApi({
      [`GET ${planPath}`]: () =>
        json(200, { treatmentPlan: treatmentPlan({ appointments: [visit] }) }),
    });
    await openPlan();

    expect(await screen.findByRole('link', { name: 'Back to Ivana Lukić' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${PATIENT_ID}?tab=plans`,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'S83.5 Sprain of cruciate ligament of knee' }),
    ).toHaveAttribute('href', `/dashboard/patients/${PATIENT_ID}/diagnoses/${DIAGNOSIS_ID}`);
    expect(screen.getByText('1 Mar 2026 – 31 May 2026')).toBeInTheDocument();
    expect(screen.getByText('Sessions 4 of 10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sessions 4 of 10' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const goals = screen.getByRole('table', { name: 'Goals' });
    expect(within(goals).getByRole('row', { name: /Climb stairs without pain/ })).toHaveTextContent(
      'Climb stairs without painPain (NRS 0-10)71',
    );
    const interventions = screen.getByRole('table', { name: 'Interventions' });
    expect(
      within(interventions).getByRole('row', { name: /Straight leg raise/ }),
    ).toHaveTextContent('3 × 12');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${viewPath}/edit`);
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByRole('link', { name: /3 Mar 2026/ })).toHaveAttribute(
      'href',
      `/dashboard/appointment/${visit.id}`,
    );
    expect(within(sessions).getByText('Jelena Ilić')).toBeInTheDocument();
  });

  it('says so when no progress is recorded yet', async () => {
    mockPlanApi({
      [`GET ${planPath}`]: () =>
        json(200, { treatmentPlan: treatmentPlan({ plannedSessions: null, sessionsDone: 0 }) }),
    });
    await openPlan();
    expect(screen.getByText('No progress recorded yet')).toBeInTheDocument();
    expect(screen.getByText('0 sessions done')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Progress entries' })).not.toBeInTheDocument();
  });

  it('charts pain against the goal target, with the entries as a table', async () => {
    mockPlanApi({
      [`GET ${planPath}`]: () =>
        json(200, { treatmentPlan: treatmentPlan({ progress: [progressEntry(), later] }) }),
    });
    await openPlan();
    expect(
      screen.getByRole('img', {
        name: 'Pain (0–10). Pain: from 7 on 2 Mar 2026 to 3 on 30 Mar 2026. Goal target: 1.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^KOOS\. KOOS: from 42 .* to 61 / }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Progress entries' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('30 Mar 20263/1061 (KOOS)Left knee flexion: 120°');
    expect(rows[2]).toHaveTextContent('2 Mar 20267/1042 (KOOS)');
  });

  it("draws every goal's target, not only pain's, each on the chart of its measure", async () => {
    const goal = (n: number, measure: string, baseline: number, target: number) => ({
      id: `00000000-0000-4000-8000-0000000000e${n}`,
      description: `Goal ${n}`,
      measure,
      baseline,
      target,
    });
    const goals = [
      goal(1, 'Pain (VAS)', 7, 1),
      goal(2, 'KOOS (0-100)', 42, 80),
      goal(3, 'Knee flexion ROM (°)', 95, 135),
      goal(4, 'Single-leg stance (s)', 5, 30),
    ];
    mockPlanApi({
      [`GET ${planPath}`]: () =>
        json(200, { treatmentPlan: treatmentPlan({ goals, progress: [progressEntry(), later] }) }),
    });
    await openPlan();

    const chart = (name: RegExp) => screen.getByRole('img', { name });
    expect(chart(/^Pain \(0–10\)\. .* Goal target: 1\.$/)).toBeInTheDocument();
    expect(chart(/^KOOS\. .* Goal target: 80\.$/)).toBeInTheDocument();
    expect(chart(/^Range of motion \(°\)\. .* Goal target: 135°\.$/)).toBeInTheDocument();
    expect(
      chart(
        /^Single-leg stance \(s\)\. Single-leg stance \(s\): no values recorded yet\. Baseline 5 on 1 Mar 2026\. Goal target: 30\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('records progress with a range-of-motion reading and shows the new entry', async () => {
    const user = userEvent.setup({ delay: null });
    let progress = [progressEntry()];
    const fetchMock = mockPlanApi({
      [`GET ${planPath}`]: () => json(200, { treatmentPlan: treatmentPlan({ progress }) }),
      [`POST ${progressPath}`]: () => {
        progress = [...progress, later];
        return json(201, { progressEntry: later });
      },
    });
    await openPlan();
    const form = screen.getByRole('region', { name: 'Record progress' });
    const field = (name: string) => within(form).getByRole('textbox', { name });

    await user.click(within(form).getByRole('button', { name: 'Record progress' }));
    expect(
      await within(form).findByText('Record pain, a score, a range of motion or a note.'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Date', { exact: false }));
    await fill(user, within(form).getByLabelText('Date', { exact: false }), '2026-03-30');
    await user.type(field('Pain (0–10)'), '3');
    await user.type(field('Score'), '61');
    await user.click(within(form).getByRole('button', { name: 'Record progress' }));
    expect(
      await within(form).findByText('Name the outcome measure of the score.'),
    ).toBeInTheDocument();
    await fill(user, within(form).getByRole('combobox', { name: 'Outcome measure' }), 'KOOS');
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    const reading = within(form).getByRole('group', { name: 'Reading 1' });
    await fill(user, within(reading).getByRole('textbox', { name: 'Joint' }), 'Left knee');
    await fill(user, within(reading).getByRole('textbox', { name: 'Movement' }), 'Flexion');
    await user.type(within(reading).getByRole('textbox', { name: 'Degrees' }), '120');
    await fill(user, field('Notes'), 'Stairs fine going up.');
    await user.click(within(form).getByRole('button', { name: 'Record progress' }));

    expect(await screen.findByText('Progress recorded')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', progressPath)).toEqual([
      {
        recordedOn: '2026-03-30',
        pain: 3,
        score: 61,
        outcomeMeasure: 'KOOS',
        rangeOfMotion: [{ joint: 'Left knee', movement: 'Flexion', degrees: 120 }],
        notes: 'Stairs fine going up.',
      },
    ]);
    const table = screen.getByRole('table', { name: 'Progress entries' });
    expect(await within(table).findByText('Stairs fine going up.')).toBeInTheDocument();
    expect(getsOf(fetchMock, planPath)).toBe(2);
    // The form is empty again for the next entry.
    expect(field('Pain (0–10)')).toHaveValue('');
  });

  it('deletes an entry after asking', async () => {
    const user = userEvent.setup({ delay: null });
    let progress = [progressEntry()];
    const fetchMock = mockPlanApi({
      [`GET ${planPath}`]: () => json(200, { treatmentPlan: treatmentPlan({ progress }) }),
      [`DELETE ${progressPath}/${progressEntry().id}`]: () => {
        progress = [];
        return noContent();
      },
    });
    await openPlan();
    await user.click(screen.getByRole('button', { name: 'Delete the entry of 2 Mar 2026' }));
    await user.click(await screen.findByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('No progress recorded yet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it("lets a therapist record progress but not delete a colleague's entry or miss the edit", async () => {
    mockPlanApi(
      {
        [`GET ${planPath}`]: () =>
          json(200, { treatmentPlan: treatmentPlan({ progress: [progressEntry()] }) }),
      },
      signedInMember(demoTherapistMember),
    );
    await openPlan();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Record progress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete the entry/ })).not.toBeInTheDocument();
  });

  it('tells an assistant that plans are clinical (the API answers 403)', async () => {
    mockPlanApi(
      {
        [`GET ${planPath}`]: () =>
          json(403, { msg: 'You are not allowed to do that.', code: 'FORBIDDEN' }),
      },
      signedInMember(demoAssistantMember),
    );
    await renderApp(viewPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Treatment plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Treatment plans are part of the clinical record')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('is a 404 screen for a plan the API does not find', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPlanApi({
      [`GET ${planPath}`]: () =>
        json(404, { msg: 'The treatment plan was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(viewPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry when the plan cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    mockPlanApi({
      [`GET ${planPath}`]: () =>
        ++calls <= 2
          ? json(429, { msg: 'Too many requests. Please wait a moment.', code: 'RATE_LIMITED' })
          : json(200, { treatmentPlan: treatmentPlan() }),
    });
    await renderApp(viewPath);
    expect(await screen.findByText("We couldn't load this treatment plan.")).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Knee rehabilitation after ACL sprain',
      }),
    ).toBeInTheDocument();
  });
});
