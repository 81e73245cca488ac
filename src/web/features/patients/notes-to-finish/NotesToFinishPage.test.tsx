import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoteToFinish, NotesToFinish } from '../../../../domain/visit-notes.js';
import {
  demoAssistantMember,
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../../test/api-mock';
import { preloadRoutes, renderApp } from '../../../test/render-app';

preloadRoutes(
  () => import('../../../components/dashboard/DashboardLayout'),
  () => import('./NotesToFinishPage'),
);

const path = '/dashboard/notes-to-finish';
const patientId = '00000000-0000-4000-8000-0000000000aa';
const appointmentId = (n: number) => `00000000-0000-4000-8000-00000000c00${n}`;
const draftId = '00000000-0000-4000-8000-00000000d001';

const waiting: NoteToFinish[] = [
  {
    appointmentId: appointmentId(1),
    patientId,
    patientName: 'Milica Jovanović',
    serviceName: 'Manual therapy',
    therapistId: demoTherapistMember.userId,
    start: '2026-11-23T07:00:00.000Z',
    end: '2026-11-23T08:00:00.000Z',
    noteId: null,
    noteStatus: 'none',
  },
  {
    appointmentId: appointmentId(2),
    patientId,
    patientName: 'Milica Jovanović',
    serviceName: null,
    therapistId: demoTherapistMember.userId,
    start: '2026-11-25T13:30:00.000Z',
    end: '2026-11-25T14:00:00.000Z',
    noteId: draftId,
    noteStatus: 'draft',
  },
];

const page = (visits: NoteToFinish[]): NotesToFinish => ({
  visits,
  total: visits.length,
  page: 1,
  pages: 1,
});

/** The API as a clinician of the Belgrade demo clinic sees it; `lists` answers by therapistId. */
function mockNotes(
  lists: (therapistId: string | null) => NotesToFinish,
  currentUser = signedInMember(demoTherapistMember),
) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: 'Europe/Belgrade', openingHours: [] } }),
    'GET /api/v1/notes/to-finish': ({ query }) => json(200, lists(query.get('therapistId'))),
  });
}

const listRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter(
      (url) => url.pathname === '/api/v1/notes/to-finish' && url.searchParams.get('limit') !== '1',
    );

describe('Notes to finish', () => {
  it('lists the visits waiting for a signed note, each opening its note', async () => {
    const fetchMock = mockNotes(() => page(waiting));
    await renderApp(path);

    const list = await screen.findByRole('list', { name: 'Notes to finish' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // On the clinic's clock (Belgrade, an hour ahead of UTC in November).
    expect(rows[0]).toHaveTextContent('Mon 23 Nov 2026, 08:00');
    expect(rows[0]).toHaveTextContent('Manual therapy');
    expect(within(rows[0]!).getByText('Note missing')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('link', { name: 'Write note: Milica Jovanović' }),
    ).toHaveAttribute(
      'href',
      `/dashboard/patients/${patientId}?tab=notes&appointment=${appointmentId(1)}`,
    );
    expect(rows[1]).toHaveTextContent('Wed 25 Nov 2026, 14:30');
    expect(within(rows[1]!).getByText('Draft note')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Finish note: Milica Jovanović' }),
    ).toHaveAttribute('href', `/dashboard/patients/${patientId}?tab=notes&note=${draftId}`);
    expect(screen.getByText('2 visits wait for a signed note')).toBeInTheDocument();
    // A therapist sees their own list: no colleague is asked for.
    expect(listRequests(fetchMock).map((url) => url.searchParams.get('therapistId'))).toEqual([
      null,
    ]);
    expect(screen.queryByLabelText('Clinician', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('says "All notes are signed" when nothing waits', async () => {
    mockNotes(() => page([]));
    await renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'All notes are signed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Every visit you completed has a signed note.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notes to finish' })).not.toBeInTheDocument();
  });

  it("lets an owner look at a colleague's list", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockNotes(
      (therapistId) => page(therapistId === demoTherapistMember.userId ? waiting : []),
      ownerUser,
    );
    const { router } = await renderApp(path);
    expect(await screen.findByText('Every visit you completed has a signed note.')).toBeVisible();

    await user.click(screen.getByLabelText('Clinician', { selector: 'input' }));
    // Assistants write no notes, so they are not offered.
    expect(screen.queryByRole('option', { name: /Nikola/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Jelena Ilić' }));

    expect(await screen.findByRole('list', { name: 'Notes to finish' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('therapistId')).toBe(
      demoTherapistMember.userId,
    );
    expect(router.state.location.search).toBe(`?therapist=${demoTherapistMember.userId}`);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, signedInMember(demoTherapistMember)),
      'GET /api/v1/clinic/settings': () =>
        json(200, { settings: { timeZone: 'Europe/Belgrade', openingHours: [] } }),
      'GET /api/v1/notes/to-finish': () =>
        failing
          ? json(500, { msg: 'Something went wrong.', code: 'INTERNAL' })
          : json(200, page(waiting)),
    });
    await renderApp(path);
    expect(await screen.findByText("We couldn't load the notes to finish.")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notes to finish' })).toBeInTheDocument();
  });

  it('counts the waiting notes beside the sidebar link', async () => {
    mockNotes(() => ({ ...page(waiting.slice(0, 1)), total: 3, pages: 3 }));
    await renderApp('/dashboard/appointments-today');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: 'Notes to finish 3' })).toHaveAttribute(
      'href',
      path,
    );
  });

  it('shows an assistant neither the link nor any note', async () => {
    const fetchMock = mockNotes(() => page(waiting), signedInMember(demoAssistantMember));
    await renderApp(path);
    expect(
      await screen.findByText(
        'Visit notes are seen by therapists, owners and administrators only.',
      ),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: /Notes to finish/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Milica Jovanović')).not.toBeInTheDocument());
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/notes/to-finish')),
    ).toEqual([]);
  });
});
