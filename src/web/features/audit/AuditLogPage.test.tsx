import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEventView, AuditLog } from '../../../domain/audit-log.js';
import {
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInAs,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import type { CurrentUser } from '../../lib/current-user';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('../../components/dashboard/SettingsLayout'),
  () => import('./AuditLogPage'),
);

const PATIENT_ID = '00000000-0000-4000-8000-0000000000a1';
const PATH = '/dashboard/settings/audit-log';

const event = (overrides: Partial<AuditEventView>): AuditEventView => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  at: '2026-03-02T08:05:00.000Z',
  actorId: demoTherapistMember.userId,
  actorName: 'Jelena Ilić',
  action: 'diagnosis.create',
  entityType: 'diagnosis',
  entityId: '00000000-0000-4000-8000-0000000000d9',
  patientId: PATIENT_ID,
  patientName: 'Jovana Nikolić',
  ip: '10.1.2.3',
  ...overrides,
});

const events = [
  event({}),
  event({
    id: '00000000-0000-4000-8000-0000000000e2',
    at: '2026-03-01T07:00:00.000Z',
    actorId: ownerUser.user.id,
    actorName: 'Ana Marković',
    action: 'auth.signed_in',
    entityType: 'user',
    entityId: ownerUser.user.id,
    patientId: null,
    patientName: null,
  }),
  event({
    id: '00000000-0000-4000-8000-0000000000e3',
    action: 'job.reassigned',
    entityType: 'job',
    patientId: null,
    patientName: null,
    actorName: null,
    actorId: null,
    ip: null,
  }),
];

const logOf = (shown: AuditEventView[], overrides: Partial<AuditLog> = {}): AuditLog => ({
  events: shown,
  total: shown.length,
  page: 1,
  pages: 1,
  patient: null,
  timeZone: 'Europe/Belgrade',
  ...overrides,
});

type FetchMock = ReturnType<typeof mockApi>;

function mockAudit(
  answer: (query: URLSearchParams) => Response = () => json(200, logOf(events)),
  currentUser: CurrentUser = ownerUser,
) {
  return mockApi({
    'GET /api/v1/users/current-user': signedInAs(currentUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/audit-events': ({ query }) => answer(query),
    'GET /api/v1/audit-events/actions': () =>
      json(200, { actions: ['auth.signed_in', 'diagnosis.create', 'job.reassigned'] }),
    'GET /api/v1/patients': () =>
      json(200, {
        patients: [
          {
            id: PATIENT_ID,
            firstName: 'Jovana',
            lastName: 'Nikolić',
            dateOfBirth: '1988-03-14',
          },
        ],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 10,
      }),
  });
}

/** The query strings of every GET /audit-events the screen sent, in order. */
const logRequests = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/audit-events')
    .map((url) => Object.fromEntries(url.searchParams));

describe('the audit log screen', () => {
  it('lists who did what to which record and when, in plain words, on the clinic clock', async () => {
    mockAudit();
    await renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Audit events' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Added a diagnosis');
    expect(first).toHaveTextContent('Jelena Ilić');
    // 08:05 UTC is 09:05 in Belgrade.
    expect(first).toHaveTextContent('2 Mar 2026, 09:05:00');
    expect(within(first!).getByRole('link', { name: 'Jovana Nikolić' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${PATIENT_ID}`,
    );
    expect(second).toHaveTextContent('Signed in');
    expect(second).toHaveTextContent('Ana Marković · User');
    // An action without a label reads as its own words; an event without a person says so.
    expect(third).toHaveTextContent('Job reassigned');
    expect(third).toHaveTextContent('No one signed in');
    expect(screen.getByRole('status')).toHaveTextContent('3 events');
  });

  it('reads its filters from the URL and sends them to the API and the CSV download', async () => {
    const fetchMock = mockAudit((query) =>
      json(
        200,
        logOf([events[0]!], {
          patient: query.get('patientId') ? { id: PATIENT_ID, name: 'Jovana Nikolić' } : null,
        }),
      ),
    );
    await renderApp(
      `${PATH}?member=${demoTherapistMember.userId}&action=diagnosis.create&patient=${PATIENT_ID}&from=2026-03-01&to=2026-03-31&page=2`,
    );
    await screen.findByRole('list', { name: 'Audit events' });
    expect(logRequests(fetchMock).at(-1)).toEqual({
      actorId: demoTherapistMember.userId,
      action: 'diagnosis.create',
      patientId: PATIENT_ID,
      from: '2026-03-01',
      to: '2026-03-31',
      page: '2',
      limit: '50',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/v1/audit-events/export.csv?actorId=${demoTherapistMember.userId}&action=diagnosis.create&patientId=${PATIENT_ID}&from=2026-03-01&to=2026-03-31`,
    );
    expect(await screen.findByRole('combobox', { name: 'Member' })).toHaveValue('Jelena Ilić');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('Added a diagnosis');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jovana Nikolić'),
    );
  });

  it('a chosen member, action, patient or day goes into the URL and back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockAudit();
    const { router } = await renderApp(`${PATH}?page=3`);
    await screen.findByRole('list', { name: 'Audit events' });

    await user.click(screen.getByRole('combobox', { name: 'Member' }));
    await user.click(await screen.findByRole('option', { name: 'Jelena Ilić' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?member=${demoTherapistMember.userId}`),
    );

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Signed in' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('action')).toBe(
        'auth.signed_in',
      ),
    );

    await user.type(screen.getByRole('combobox', { name: 'Patient' }), 'Jov');
    await user.click(await screen.findByRole('option', { name: 'Jovana Nikolić (1988-03-14)' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('patient')).toBe(PATIENT_ID),
    );

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(logRequests(fetchMock).at(-1)).toMatchObject({
        actorId: demoTherapistMember.userId,
        action: 'auth.signed_in',
        patientId: PATIENT_ID,
        from: '2026-03-01',
        page: '1',
      }),
    );
  });

  it('pages through a long log, keeping the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockAudit(() => json(200, logOf(events, { total: 120, pages: 3 })));
    const { router } = await renderApp(`${PATH}?action=auth.signed_in`);
    const pages = await screen.findByRole('navigation', { name: 'Pages of the audit log' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=auth.signed_in&page=2'));
    await waitFor(() => expect(logRequests(fetchMock).at(-1)).toMatchObject({ page: '2' }));
    expect(screen.getByRole('status')).toHaveTextContent('120 events');
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup({ delay: null });
    mockAudit((query) => json(200, logOf(query.get('action') ? [] : events)));
    const { router } = await renderApp(`${PATH}?action=patient.export`);
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Audit events' })).toBeInTheDocument();
  });

  it("shows the server's message for a patient of another clinic in the link, with a way out", async () => {
    mockAudit(() => json(404, { msg: 'The patient was not found.', code: 'NOT_FOUND' }));
    await renderApp(`${PATH}?patient=${PATIENT_ID}`);
    expect(await screen.findByText("We couldn't load the audit log.")).toBeInTheDocument();
    expect(screen.getByText('The patient was not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows a table on wider screens', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(min-width: 48em)' || query.includes('min-width'),
    });
    try {
      mockAudit();
      await renderApp(PATH);
      const table = await screen.findByRole('table', { name: 'Audit events' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Time', 'Member', 'Action', 'Record', 'IP address']);
      const [, first] = within(table).getAllByRole('row');
      expect(
        within(first!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        '2 Mar 2026, 09:05:00',
        'Jelena Ilić',
        'Added a diagnosis',
        'Jovana Nikolić',
        '10.1.2.3',
      ]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('tells therapists it is for owners and administrators, without asking the API', async () => {
    const fetchMock = mockAudit(undefined, signedInMember(demoTherapistMember));
    await renderApp(PATH);
    expect(await screen.findByText('Owners and administrators only')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(logRequests(fetchMock)).toEqual([]);
  });
});
