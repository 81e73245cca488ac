import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMembers, demoTherapistMember, json, mockApi, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { demoJob, doneJob, jobPage, OVERDUE_JOB_ID, openJob, PATIENT_ID } from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AllJobsPage'),
);

type FetchMock = ReturnType<typeof mockApi>;

/** The query strings of every GET /jobs the screen sent, in order. */
const listRequests = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === '/api/v1/jobs' && !init?.method?.match(/POST/))
    .map(({ url }) => url.searchParams);
const lastListRequest = (fetchMock: FetchMock) =>
  Object.fromEntries(listRequests(fetchMock).at(-1)!);

function mockList(
  answer: () => Response | Promise<Response> = () => json(200, jobPage()),
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/jobs': answer,
    ...extra,
  });
}

async function openList(path = '/dashboard/all-jobs') {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Jobs' });
  return view;
}

/** Table rows (tablets and desktops) instead of cards. */
async function onWideScreen(run: () => Promise<void>) {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query === '(min-width: 48em)',
  });
  try {
    await run();
  } finally {
    window.matchMedia = matchMedia;
  }
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('all-jobs (search, filters, sorting, pagination; overdue stands out)', () => {
  it('asks for the open jobs, soonest due first, with a plain URL', async () => {
    const fetchMock = mockList();
    const { router } = await openList();
    await screen.findByText('3 jobs');
    expect(lastListRequest(fetchMock)).toEqual({
      status: 'open',
      sort: 'dueOn',
      order: 'asc',
      page: '1',
      limit: '25',
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open (not done)');
  });

  it('shows a card per job on phones; the overdue one says so in words', async () => {
    mockList();
    await openList();
    const cards = within(await screen.findByRole('list', { name: 'Jobs' })).getAllByRole(
      'listitem',
    );
    const [overdue, open, done] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(overdue).getByRole('link', { name: demoJob().title })).toHaveAttribute(
      'href',
      `/dashboard/edit-job/${OVERDUE_JOB_ID}`,
    );
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('20 Nov 2026');
    expect(overdue).toHaveTextContent('Assigned to Jelena Ilić');
    expect(within(overdue).getByRole('link', { name: 'Ivana Lukić' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${PATIENT_ID}`,
    );
    expect(open).not.toHaveTextContent('Overdue');
    expect(open).toHaveTextContent('10 Dec 2026');
    expect(done).not.toHaveTextContent('Overdue');
    // Done jobs have nothing left to mark.
    expect(within(done).queryByRole('button', { name: /Mark done/ })).not.toBeInTheDocument();
    expect(within(open).getByRole('button', { name: `Mark done: ${openJob.title}` })).toBeVisible();
  });

  it('is a table on wider screens, the overdue row marked with the word and the date', async () => {
    await onWideScreen(async () => {
      mockList();
      await openList();
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Job', 'Due', 'Status', 'Priority', 'Assignee', 'Patient', 'Actions']);
      const [, overdue, open, done] = within(table).getAllByRole('row') as HTMLElement[];
      expect(
        within(overdue!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        `${demoJob().title}Follow-up call`,
        'Overdue20 Nov 2026',
        'Pending',
        'High',
        'Jelena Ilić',
        'Ivana Lukić',
        'Mark done',
      ]);
      expect(overdue!.className).not.toBe(open!.className);
      expect(within(open!).getAllByRole('cell')[1]).toHaveTextContent(/^10 Dec 2026$/);
      expect(within(done!).getAllByRole('cell')[2]).toHaveTextContent('Done');
    });
  });

  it('filters by status, type and assignee and sorts, all in the URL; back undoes', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList();
    const { router } = await openList();
    await screen.findByText('3 jobs');

    await choose(user, 'Status', 'In progress');
    await waitFor(() => expect(lastListRequest(fetchMock).status).toBe('in_progress'));
    await choose(user, 'Type', 'Equipment');
    await waitFor(() => expect(lastListRequest(fetchMock).type).toBe('equipment'));
    await choose(user, 'Assignee', 'Jelena Ilić');
    await waitFor(() =>
      expect(lastListRequest(fetchMock).assigneeId).toBe(demoTherapistMember.userId),
    );
    await choose(user, 'Sort by', 'Priority (urgent first)');
    await waitFor(() =>
      expect(lastListRequest(fetchMock)).toMatchObject({ sort: 'priority', order: 'desc' }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'in_progress',
      type: 'equipment',
      assignee: demoTherapistMember.userId,
      sort: 'priority',
      order: 'desc',
    });

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(
        'Due date (soonest first)',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Jelena Ilić');
  });

  it('"Mine" and "Overdue" toggle in one click; Mine replaces a chosen assignee', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList();
    const { router } = await openList(`/dashboard/all-jobs?assignee=${demoTherapistMember.userId}`);
    await screen.findByText('3 jobs');

    await user.click(screen.getByRole('checkbox', { name: 'Mine' }));
    await waitFor(() => expect(lastListRequest(fetchMock).mine).toBe('true'));
    expect(lastListRequest(fetchMock)).not.toHaveProperty('assigneeId');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Everyone');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    await waitFor(() => expect(lastListRequest(fetchMock).overdue).toBe('true'));
    expect(router.state.location.search).toBe('?mine=1&overdue=1');
    expect(screen.getByRole('checkbox', { name: 'Mine' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mine=1'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Overdue' })).not.toBeChecked(),
    );
  });

  it('opens a shared link with its search, filters, sort and page', async () => {
    const fetchMock = mockList(() => json(200, jobPage({ total: 60, page: 2, pages: 3 })));
    await openList(
      '/dashboard/all-jobs?q=ultrasound&status=all&type=equipment&overdue=1&sort=title&order=desc&page=2',
    );
    await screen.findByText('60 jobs');
    expect(lastListRequest(fetchMock)).toEqual({
      search: 'ultrasound',
      type: 'equipment',
      overdue: 'true',
      sort: 'title',
      order: 'desc',
      page: '2',
      limit: '25',
    });
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('ultrasound');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All statuses');
    expect(screen.getByRole('checkbox', { name: 'Overdue' })).toBeChecked();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches once typing pauses and pages keep the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList(() => json(200, jobPage({ total: 60, pages: 3 })));
    const { router } = await openList('/dashboard/all-jobs?type=admin');
    await screen.findByText('60 jobs');
    const before = listRequests(fetchMock).length;
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), 'mri call');
    await waitFor(() => expect(lastListRequest(fetchMock).search).toBe('mri call'));
    expect(listRequests(fetchMock).length).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListRequest(fetchMock).page).toBe('2'));
    expect(lastListRequest(fetchMock)).toMatchObject({ type: 'admin', search: 'mri call' });
    expect(router.state.location.search).toBe('?q=mri+call&type=admin&page=2');
  });

  it('keeps a filter chosen while the search waits for typing to pause', async () => {
    const user = userEvent.setup({ delay: null });
    mockList();
    const { router } = await openList();
    await screen.findByText('3 jobs');
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), 'towels');
    await choose(user, 'Status', 'All statuses');
    await waitFor(() => expect(router.state.location.search).toBe('?q=towels&status=all'));
  });

  it('marks a job done from the list and refreshes it', async () => {
    const user = userEvent.setup({ delay: null });
    let finished = false;
    const fetchMock = mockList(
      () =>
        json(
          200,
          jobPage({ jobs: finished ? [demoJob(), doneJob] : [demoJob(), openJob, doneJob] }),
        ),
      {
        [`PATCH /api/v1/jobs/${openJob.id}`]: () => {
          finished = true;
          return json(200, { job: { ...openJob, status: 'done' } });
        },
      },
    );
    await openList();
    await user.click(await screen.findByRole('button', { name: `Mark done: ${openJob.title}` }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: openJob.title })).not.toBeInTheDocument(),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'done' });
    expect(await screen.findByText(`Marked done: ${openJob.title}`)).toBeInTheDocument();
  });

  it('invites the first job when there is none, and clears filters when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    mockList(() => json(200, jobPage({ jobs: [], total: 0, pages: 1 })));
    const { router } = await openList();
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/all-jobs?overdue=1&mine=1'));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the jobs could not be loaded and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    mockList(() =>
      fail ? json(500, { msg: 'Something went wrong on our side.' }) : json(200, jobPage()),
    );
    await openList();
    expect(await screen.findByText("We couldn't load the jobs.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 jobs')).toBeInTheDocument();
  });
});
