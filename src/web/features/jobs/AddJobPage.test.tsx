import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMembers, demoTherapistMember, json, mockApi, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { demoJob, jobPage, PATIENT_ID } from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AddJobPage'),
  () => import('./AllJobsPage'),
);

const ivana = {
  id: PATIENT_ID,
  firstName: 'Ivana',
  lastName: 'Lukić',
  dateOfBirth: '1990-04-02',
  phone: '+381 64 111 2222',
  email: 'ivana@example.com',
  consentToContact: true,
  consentToSms: false,
  smsOptedOut: false,
  status: 'active',
  createdAt: '2026-01-01T09:00:00.000Z',
};

function mockForm(post: (body: unknown) => Response = () => json(201, { job: demoJob() })) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/patients': () => json(200, { patients: [ivana] }),
    'POST /api/v1/jobs': ({ body }) => post(body),
    'GET /api/v1/jobs': () => json(200, jobPage()),
  });
}

const postsSent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/v1/jobs')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

async function openForm() {
  const view = await renderApp('/dashboard/add-job');
  await screen.findByRole('heading', { level: 1, name: 'Add job' });
  await screen.findByRole('textbox', { name: /Title/ });
  return view;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('add-job (CRUD)', () => {
  it('needs a title, says so on the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForm();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'x'.repeat(201) },
    });
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    expect(await screen.findByText('Use at most 200 characters.')).toBeInTheDocument();
    expect(postsSent(fetchMock)).toEqual([]);
  });

  it('adds a job for a patient and a colleague, then shows the list', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForm();
    const { router } = await openForm();
    // Whoever adds the job owns it until they choose someone else.
    expect(screen.getByRole('combobox', { name: /Assignee/ })).toHaveValue('Ana Marković');

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Call back about the MRI');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Bring the CD.');
    await choose(user, /Assignee/, 'Jelena Ilić');
    await choose(user, /^Type/, 'Follow-up call');
    await choose(user, /^Priority/, 'High');
    fireEvent.change(screen.getByLabelText(/Due date/), { target: { value: '2026-12-03' } });
    await user.type(screen.getByRole('combobox', { name: /Patient/ }), 'ivana');
    await user.click(await screen.findByRole('option', { name: /Ivana Lukić/ }));
    await user.click(screen.getByRole('button', { name: 'Add job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-jobs'));
    expect(postsSent(fetchMock)).toEqual([
      {
        title: 'Call back about the MRI',
        description: 'Bring the CD.',
        status: 'pending',
        type: 'follow_up_call',
        priority: 'high',
        dueOn: '2026-12-03',
        assigneeId: demoTherapistMember.userId,
        patientId: PATIENT_ID,
      },
    ]);
    expect(await screen.findByText('Job added.')).toBeInTheDocument();
  });

  it("puts the server's field messages onto the fields and keeps what was entered", async () => {
    const user = userEvent.setup({ delay: null });
    mockForm(() =>
      json(400, {
        msg: 'Choose an active member of this clinic.',
        code: 'VALIDATION_FAILED',
        fields: { assigneeId: 'Choose an active member of this clinic.' },
      }),
    );
    const { router } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Restock towels');
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    expect(await screen.findByText('Choose an active member of this clinic.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Assignee/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Restock towels');
    expect(router.state.location.pathname).toBe('/dashboard/add-job');
  });

  it("shows the server's sentence when no field is named", async () => {
    const user = userEvent.setup({ delay: null });
    mockForm(() => json(403, { msg: 'Your subscription has ended.', code: 'SUBSCRIPTION_ENDED' }));
    await openForm();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Restock towels');
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    expect(await screen.findByText('Your subscription has ended.')).toBeInTheDocument();
  });
});
