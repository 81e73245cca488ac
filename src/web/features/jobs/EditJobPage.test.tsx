import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  demoAdminMember,
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  noContent,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import type { CurrentUser } from '../../lib/current-user';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { demoJob, jobPage, OVERDUE_JOB_ID } from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./EditJobPage'),
  () => import('./AllJobsPage'),
);

const editPath = `/dashboard/edit-job/${OVERDUE_JOB_ID}`;
const jobPath = `/api/v1/jobs/${OVERDUE_JOB_ID}`;

function mockEdit(
  handlers: Parameters<typeof mockApi>[0] = {},
  currentUser: CurrentUser = ownerUser,
) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    [`GET ${jobPath}`]: () => json(200, { job: demoJob() }),
    'GET /api/v1/jobs': () => json(200, jobPage()),
    ...handlers,
  });
}

async function openEdit() {
  const view = await renderApp(editPath);
  await screen.findByRole('heading', { level: 1, name: 'Edit job' });
  await screen.findByRole('textbox', { name: /Title/ });
  return view;
}

const sent = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input) === jobPath)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null) as unknown);

describe('edit-job (CRUD)', () => {
  it('fills the form from the job and saves every field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit({
      [`PATCH ${jobPath}`]: () => json(200, { job: demoJob({ status: 'done' }) }),
    });
    const { router } = await openEdit();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue(demoJob().title);
    expect(screen.getByRole('combobox', { name: /Assignee/ })).toHaveValue('Jelena Ilić');
    expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveValue('Ivana Lukić');
    expect(screen.getByLabelText(/Due date/)).toHaveValue('2026-11-20');
    expect(screen.getByText(/This job was due on 20 Nov 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-jobs'));
    expect(sent(fetchMock, 'PATCH')).toEqual([
      {
        title: demoJob().title,
        description: demoJob().description,
        status: 'done',
        type: 'follow_up_call',
        priority: 'high',
        dueOn: '2026-11-20',
        assigneeId: demoTherapistMember.userId,
        patientId: demoJob().patientId,
      },
    ]);
  });

  it('takes the patient off the job and clears the due date', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit({ [`PATCH ${jobPath}`]: () => json(200, { job: demoJob() }) });
    await openEdit();
    const patient = screen.getByRole('combobox', { name: /Patient/ });
    await user.click(within(patient.parentElement!).getByRole('button', { hidden: true }));
    await user.clear(screen.getByLabelText(/Due date/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toHaveLength(1));
    expect(sent(fetchMock, 'PATCH')[0]).toMatchObject({ patientId: null, dueOn: null });
  });

  it("puts the server's patient message on the patient field", async () => {
    const user = userEvent.setup({ delay: null });
    mockEdit({
      [`PATCH ${jobPath}`]: () =>
        json(400, {
          msg: 'This patient was not found in this clinic.',
          code: 'VALIDATION_FAILED',
          fields: { patientId: 'This patient was not found in this clinic.' },
        }),
    });
    await openEdit();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This patient was not found in this clinic.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Patient/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('deletes the job after asking, then shows the list', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit({ [`DELETE ${jobPath}`]: noContent });
    const { router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep job' }));
    expect(sent(fetchMock, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete job' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(again).getByRole('button', { name: 'Delete job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-jobs'));
    expect(sent(fetchMock, 'DELETE')).toEqual([null]);
    expect(await screen.findByText('Job deleted.')).toBeInTheDocument();
  });

  it("offers delete to the creator and admins, not to a therapist on someone else's job", async () => {
    mockEdit({}, signedInMember(demoTherapistMember));
    await openEdit();
    expect(screen.queryByRole('button', { name: 'Delete job' })).not.toBeInTheDocument();
  });

  it('offers delete to an admin', async () => {
    mockEdit({}, signedInMember(demoAdminMember));
    await openEdit();
    expect(screen.getByRole('button', { name: 'Delete job' })).toBeInTheDocument();
  });

  it('a job the API does not find (or of another clinic) is a 404 screen', async () => {
    mockEdit({
      [`GET ${jobPath}`]: () => json(404, { msg: 'The job was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(editPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });
});
