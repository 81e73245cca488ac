import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PatientList } from '../../../domain/patients.js';
import {
  demoAdminMember,
  demoAssistantMember,
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import type { CurrentUser } from '../../lib/current-user';
import { listedPatient } from './patient-record-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AllPatientsPage'),
);

const milan = listedPatient({
  id: '00000000-0000-4000-8000-0000000000a2',
  firstName: 'Milan',
  lastName: 'Petrović',
  dateOfBirth: null,
  email: '',
  primaryTherapistId: null,
  status: 'discharged',
});

const page = (overrides: Partial<PatientList> = {}): PatientList => ({
  patients: [listedPatient(), milan],
  total: 2,
  totalCapped: false,
  page: 1,
  pageSize: 25,
  ...overrides,
});

type FetchMock = ReturnType<typeof mockApi>;

/** The query strings of every GET /patients the screen sent, in order. */
function listRequests(fetchMock: FetchMock): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/patients')
    .map((url) => url.searchParams);
}
const lastListRequest = (fetchMock: FetchMock) =>
  Object.fromEntries(listRequests(fetchMock).at(-1)!);

function mockList(
  answer: (query: URLSearchParams) => Response | Promise<Response> = () => json(200, page()),
  currentUser: CurrentUser = ownerUser,
) {
  const fetchMock: FetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/patients': () => answer(listRequests(fetchMock).at(-1)!),
  });
  return fetchMock;
}

async function openList(path = '/dashboard/all-patients') {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Patients' });
  return view;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const search = () => screen.getByRole('textbox', { name: 'Search patients' });

describe('all-patients', () => {
  it('lists the patients with their details and links to each record', async () => {
    mockList();
    await openList();
    const cards = await screen.findByRole('list', { name: 'Patients' });
    const jovana = within(cards).getAllByRole('listitem')[0]!;
    expect(within(jovana).getByRole('link', { name: 'Jovana Nikolić' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${listedPatient().id}`,
    );
    expect(jovana).toHaveTextContent('Born 14 Mar 1988');
    expect(jovana).toHaveTextContent('jovana.nikolic@example.com');
    expect(jovana).toHaveTextContent('Therapist: Jelena Ilić');
    expect(jovana).toHaveTextContent('Active');
    expect(screen.getByText('2 patients')).toBeInTheDocument();
    expect(
      screen.getByText(/Name, phone, email, or date of birth as YYYY-MM-DD or DD.MM.YYYY/),
    ).toBeInTheDocument();
  });

  it('is a table with the columns a clinic scans on wider screens', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(min-width: 48em)',
    });
    try {
      mockList();
      await openList();
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Name', 'Date of birth', 'Phone', 'Email', 'Primary therapist', 'Status']);
      const [, first, second] = within(table).getAllByRole('row');
      expect(
        within(first!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Jovana Nikolić',
        '14 Mar 1988',
        '+381 63 555 1234',
        'jovana.nikolic@example.com',
        'Jelena Ilić',
        'Active',
      ]);
      expect(within(second!).getByText('Discharged')).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('searches on the server once typing pauses, and keeps the search in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList();
    const { router } = await openList();
    await screen.findByText('2 patients');
    const before = listRequests(fetchMock).length;

    await user.type(search(), '14.03.1988 nik');
    await waitFor(() => expect(lastListRequest(fetchMock).search).toBe('14.03.1988 nik'));
    // One request for the whole phrase, not one per key.
    expect(listRequests(fetchMock).length).toBe(before + 1);
    expect(lastListRequest(fetchMock)).toMatchObject({ sort: 'name', page: '1', limit: '25' });
    expect(router.state.location.search).toBe('?q=14.03.1988+nik');
  });

  it('keeps a filter chosen while the search waits for typing to pause', async () => {
    const user = userEvent.setup({ delay: null });
    mockList();
    const { router } = await openList();
    await screen.findByText('2 patients');
    await user.type(search(), 'nik');
    await choose(user, 'Status', 'Discharged');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nik&status=discharged'));
  });

  it('filters by status and therapist and sorts, all kept in the URL; the back button undoes', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList();
    const { router } = await openList();
    await screen.findByText('2 patients');

    await choose(user, 'Status', 'Discharged');
    await waitFor(() => expect(lastListRequest(fetchMock).status).toBe('discharged'));
    await choose(user, 'Primary therapist', 'Jelena Ilić');
    await waitFor(() =>
      expect(lastListRequest(fetchMock).therapistId).toBe(demoTherapistMember.userId),
    );
    await choose(user, 'Sort by', 'Newest first');
    await waitFor(() => expect(lastListRequest(fetchMock).sort).toBe('-createdAt'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'discharged',
      therapist: demoTherapistMember.userId,
      sort: '-createdAt',
    });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe(
      `?status=discharged&therapist=${demoTherapistMember.userId}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name (A to Z)'),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Discharged');
  });

  it('filters by the members who take appointments and those who have left, and keeps a chosen one who takes none', async () => {
    const user = userEvent.setup({ delay: null });
    mockList();
    await openList(`/dashboard/all-patients?therapist=${demoAdminMember.userId}`);
    await screen.findByText('2 patients');
    const therapist = screen.getByRole('combobox', { name: 'Primary therapist' });
    expect(therapist).toHaveValue('Marko Petrović');
    await user.click(therapist);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All therapists',
      'Ana Marković',
      'Jelena Ilić',
      'Marko Petrović',
      'Nikola Jovanović (deactivated)',
    ]);
  });

  it('opens a shared link with its search, filters, sort and page', async () => {
    const fetchMock = mockList(() => json(200, page({ total: 60, page: 2 })));
    await openList(
      `/dashboard/all-patients?q=nik&status=archived&therapist=${demoTherapistMember.userId}&sort=dateOfBirth&page=2`,
    );
    await screen.findByText('60 patients');
    expect(lastListRequest(fetchMock)).toEqual({
      search: 'nik',
      status: 'archived',
      therapistId: demoTherapistMember.userId,
      sort: 'dateOfBirth',
      page: '2',
      limit: '25',
    });
    expect(search()).toHaveValue('nik');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Archived');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(
      'Date of birth (oldest first)',
    );
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through the list, keeping the last page on screen while the next loads', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    const fetchMock = mockList((query) => {
      if (query.get('page') !== '3') return json(200, page({ total: 60 }));
      return new Promise<Response>((resolve) => {
        release = () => resolve(json(200, page({ total: 60, page: 3, patients: [milan] })));
      });
    });
    const { router } = await openList();
    await screen.findByText('60 patients');
    const pages = screen.getByRole('navigation', { name: 'Pages of patients' });

    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastListRequest(fetchMock).page).toBe('3'));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('link', { name: 'Jovana Nikolić' })).toBeInTheDocument();
    act(() => release());
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Jovana Nikolić' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Milan Petrović' })).toBeInTheDocument();
  });

  it('says "More than 10,000 patients" when the count was capped', async () => {
    mockList(() => json(200, page({ total: 10_000, totalCapped: true })));
    await openList();
    expect(await screen.findByText('More than 10,000 patients')).toBeInTheDocument();
  });

  it('invites the first patient when the clinic has none', async () => {
    mockList(() => json(200, page({ patients: [], total: 0 })));
    await openList();
    expect(await screen.findByRole('heading', { name: 'No patients yet' })).toBeInTheDocument();
    const adds = screen.getAllByRole('link', { name: 'Add patient' });
    expect(adds).toHaveLength(2);
    for (const add of adds) expect(add).toHaveAttribute('href', '/dashboard/add-patient');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it.each([
    ['owner', true, ownerUser],
    ['therapist', false, signedInMember(demoTherapistMember)],
  ] as const)(
    'with no patients yet, Import patients is offered beside Add patient to the %s: %s',
    async (_role, seesImport, currentUser) => {
      mockList(() => json(200, page({ patients: [], total: 0 })), currentUser);
      await openList();
      const empty = (await screen.findByRole('heading', { name: 'No patients yet' }))
        .parentElement!;
      expect(within(empty).getByRole('link', { name: 'Add patient' })).toHaveAttribute(
        'href',
        '/dashboard/add-patient',
      );
      const importLink = within(empty).queryByRole('link', { name: 'Import patients' });
      if (seesImport) expect(importLink).toHaveAttribute('href', '/dashboard/import-patients');
      else expect(importLink).not.toBeInTheDocument();
    },
  );

  it('offers to clear the filters when nothing matches them', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList((query) =>
      json(200, query.has('search') ? page({ patients: [], total: 0 }) : page()),
    );
    const { router } = await openList('/dashboard/all-patients?q=zzz&status=active');
    expect(await screen.findByRole('heading', { name: 'No patients match' })).toBeInTheDocument();
    expect(screen.queryByText('No patients yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('2 patients')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(search()).toHaveValue('');
    expect(lastListRequest(fetchMock)).toEqual({ sort: 'name', page: '1', limit: '25' });
  });

  it('shows a failed load with the server sentence and loads again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    let failures = 1;
    mockList(() =>
      failures-- > 0
        ? json(429, {
            msg: 'Too many requests. Wait a moment and try again.',
            code: 'RATE_LIMITED',
          })
        : json(200, page()),
    );
    await openList();
    expect(await screen.findByText("We couldn't load the patients.")).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Wait a moment and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 patients')).toBeInTheDocument();
  });

  it.each([
    ['owner', true, ownerUser],
    ['admin', true, signedInMember(demoMembers[1]!)],
    ['therapist', false, signedInMember(demoTherapistMember)],
    ['assistant', false, signedInMember({ ...demoAssistantMember, status: 'active' })],
  ] as const)('Import is offered to the %s: %s', async (_role, seesImport, currentUser) => {
    mockList(undefined, currentUser);
    await openList();
    await screen.findByText('2 patients');
    expect(screen.getByRole('link', { name: 'Add patient' })).toHaveAttribute(
      'href',
      '/dashboard/add-patient',
    );
    const importLink = screen.queryByRole('link', { name: 'Import' });
    if (seesImport) expect(importLink).toHaveAttribute('href', '/dashboard/import-patients');
    else expect(importLink).not.toBeInTheDocument();
  });
});

describe('all-patients: patients booked online that need review', () => {
  const doubtful = listedPatient({
    id: '00000000-0000-4000-8000-0000000000a3',
    firstName: 'Sanja',
    lastName: 'Kostić',
    bookedOnline: true,
    needsReview: true,
  });
  const reviewChip = () => screen.getByRole('checkbox', { name: 'Needs review' });

  it('marks the patients that need review on their cards', async () => {
    mockList(() => json(200, page({ patients: [listedPatient(), doubtful], total: 2 })));
    await openList();
    const cards = await screen.findByRole('list', { name: 'Patients' });
    const [jovana, sanja] = within(cards).getAllByRole('listitem');
    expect(within(sanja!).getByText('Needs review')).toBeInTheDocument();
    expect(within(jovana!).queryByText('Needs review')).not.toBeInTheDocument();
  });

  it('marks them in the table on wider screens', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(min-width: 48em)',
    });
    try {
      mockList(() => json(200, page({ patients: [listedPatient(), doubtful], total: 2 })));
      await openList();
      const table = await screen.findByRole('table');
      const [, jovana, sanja] = within(table).getAllByRole('row');
      expect(within(sanja!).getAllByRole('cell').at(-1)).toHaveTextContent('ActiveNeeds review');
      expect(within(jovana!).queryByText('Needs review')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows only the patients that need review with the "Needs review" filter, kept in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList((query) =>
      json(200, query.has('needsReview') ? page({ patients: [doubtful], total: 1 }) : page()),
    );
    const { router } = await openList();
    await screen.findByText('2 patients');
    expect(reviewChip()).not.toBeChecked();

    await user.click(reviewChip());
    expect(await screen.findByText('1 patient')).toBeInTheDocument();
    expect(lastListRequest(fetchMock)).toMatchObject({ needsReview: 'true', page: '1' });
    expect(router.state.location.search).toBe('?review=1');
    expect(reviewChip()).toBeChecked();
    expect(screen.getByRole('link', { name: 'Sanja Kostić' })).toBeInTheDocument();

    await user.click(reviewChip());
    // The whole list again (from the cache: it was just read).
    expect(await screen.findByText('2 patients')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(reviewChip()).not.toBeChecked();
  });

  it('says nothing matches when no patient needs review, and clears the filter', async () => {
    const user = userEvent.setup({ delay: null });
    mockList((query) =>
      json(200, query.has('needsReview') ? page({ patients: [], total: 0 }) : page()),
    );
    const { router } = await openList('/dashboard/all-patients?review=1');
    expect(await screen.findByRole('heading', { name: 'No patients match' })).toBeInTheDocument();
    expect(reviewChip()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('2 patients')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(reviewChip()).not.toBeChecked();
  });
});
