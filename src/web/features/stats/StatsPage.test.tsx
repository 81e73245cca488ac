import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import {
  demoAdminMember,
  demoAssistantMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { clinicToday, presetDays } from './stats-range';
import { emptyRange, emptyReportHandlers, fortnight, ZONE } from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./StatsPage'),
);

type FetchMock = ReturnType<typeof mockApi>;

/** The from/to of every GET /stats the screen sent, in order. */
const statsRequests = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/stats')
    .map((url) => Object.fromEntries(url.searchParams));

function mockStats(
  answer: () => Response | Promise<Response> = () => json(200, { stats: fortnight }),
  currentUser: CurrentUser = ownerUser,
) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings: { timeZone: ZONE } }),
    'GET /api/v1/stats': answer,
    ...emptyReportHandlers,
  });
}

const FORTNIGHT_URL = '/dashboard/stats?range=custom&from=2026-03-02&to=2026-03-15';
const section = (name: string) => screen.getByRole('region', { name });

/** A saved file's text as a UTF-8 decoder reads it: the byte order mark is dropped. */
const textOf = async (file: Blob) => new TextDecoder().decode(await file.arrayBuffer());

describe('stats screen', () => {
  it("shows the range's figures as tiles and tables, rates as percentages and money with its currency", async () => {
    const fetchMock = mockStats();
    await renderApp(FORTNIGHT_URL);
    const tiles = await screen.findByText('Cancellation rate');
    const summary = tiles.closest('dl')!;
    const tile = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(tile('Appointments')).toHaveTextContent('12');
    expect(tile('No-show rate')).toHaveTextContent('8.3%');
    expect(tile('Cancellation rate')).toHaveTextContent('16.7%');
    expect(tile('Revenue')).toHaveTextContent('€175.00 + $40.00');
    expect(tile('Revenue')!.nextElementSibling).toHaveTextContent('Payments received less refunds');
    expect(tile('Active treatment plans')).toHaveTextContent('2');
    expect(tile('Average change in pain')).toHaveTextContent('−1.0 point');
    expect(statsRequests(fetchMock)).toEqual([{ from: '2026-03-02', to: '2026-03-15' }]);

    const weekTable = within(section('Appointments per week')).getByRole('table', {
      name: /Appointments per week/,
    });
    expect(within(weekTable).getByRole('row', { name: /^2 Mar 2026/ })).toHaveTextContent(
      '2 Mar 20260004116',
    );
    const utilisation = within(section('Therapist utilisation')).getByRole('table');
    expect(within(utilisation).getByRole('row', { name: /Jelena Ilić/ })).toHaveTextContent(
      'Jelena Ilić72.11.7%',
    );
    const revenue = within(section('Money received by service')).getByRole('table');
    expect(
      within(revenue)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Service', 'Completed', 'List price', 'Received']);
    expect(within(revenue).getByRole('row', { name: /Massage/ })).toHaveTextContent(
      'Massage1$40.00$40.00',
    );
    // Credit on no service has its own row, so the euro rows add up to the €175.00 received.
    expect(
      within(revenue).getByRole('row', { name: /Not tied to a service \(credit, free lines\)/ }),
    ).toHaveTextContent('——€15.00');
    expect(
      within(section('Appointments by status')).getByRole('img', {
        name: /Completed 6, Cancelled 2, No-show 1/,
      }),
    ).toBeInTheDocument();
  });

  it("writes money, rates and days in the clinic's currency and locale; the CSV stays raw", async () => {
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, ownerUser),
      'GET /api/v1/clinic/settings': () =>
        json(200, { settings: { timeZone: ZONE, currency: 'EUR', locale: 'de-AT' } }),
      'GET /api/v1/stats': () => json(200, { stats: fortnight }),
      ...emptyReportHandlers,
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(FORTNIGHT_URL);
    const tiles = await screen.findByText('Cancellation rate');
    const tile = (label: string) =>
      within(tiles.closest('dl')!).getByText(label).nextElementSibling;
    expect(tile('Revenue')).toHaveTextContent('€ 175,00 + $ 40,00');
    expect(tile('No-show rate')).toHaveTextContent('8,3 %');
    const revenue = within(section('Money received by service')).getByRole('table');
    expect(within(revenue).getByRole('row', { name: /Assessment/ })).toHaveTextContent(
      'Assessment2€ 50,00€ 100,00',
    );
    const weekTable = within(section('Appointments per week')).getByRole('table', {
      name: /Appointments per week/,
    });
    expect(within(weekTable).getByRole('row', { name: /^2 März 2026/ })).toBeInTheDocument();

    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:stats';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: Money received by service' }),
    );
    expect(await textOf(saved!)).toContain('Assessment,2,50.00,100.00,EUR\r\n');
  });

  it('downloads a table as CSV with raw numbers and formulas defused', async () => {
    mockStats();
    const user = userEvent.setup({ delay: null });
    await renderApp(FORTNIGHT_URL);
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:stats';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(
      await screen.findByRole('button', { name: 'Download CSV: Money received by service' }),
    );
    expect(click.mock.contexts[0]).toHaveAttribute(
      'download',
      'motio-money-received-by-service-2026-03-02-to-2026-03-15.csv',
    );
    expect(saved!.type).toBe('text/csv;charset=utf-8');
    // A UTF-8 byte order mark first, for spreadsheet programs (a decoder drops it, as they do).
    expect([...new Uint8Array(await saved!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await textOf(saved!)).toBe(
      'Service,Completed,List price,Received,Currency\r\n' +
        'Assessment,2,50.00,100.00,EUR\r\n' +
        `"'=Follow-up, short",2,30.00,60.00,EUR\r\n` +
        'Massage,1,40.00,40.00,USD\r\n' +
        '"Not tied to a service (credit, free lines)",,,15.00,EUR\r\n',
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV: Therapist utilisation' }));
    expect(await textOf(saved!)).toBe(
      'Therapist,Appointments,Booked hours,Utilisation\r\n' +
        'Ana Marković,5,3.8,3.1\r\nJelena Ilić,7,2.1,1.7\r\n',
    );
    click.mockRestore();
  });

  it('keeps the range in the address: last 12 weeks by default, presets and a custom range', async () => {
    const fetchMock = mockStats();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/dashboard/stats');
    const today = clinicToday(ZONE);
    await waitFor(() =>
      expect(statsRequests(fetchMock)).toEqual([presetDays('last-12-weeks', today)]),
    );
    expect(await screen.findByRole('radio', { name: 'Last 12 weeks' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'This year' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=this-year'));
    await waitFor(() =>
      expect(statsRequests(fetchMock).at(-1)).toEqual({
        from: `${today.slice(0, 4)}-01-01`,
        to: today,
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom date range' });
    const from = within(form).getByLabelText(/^From/);
    const to = within(form).getByLabelText(/^To/);
    await user.clear(from);
    await user.type(from, '2026-03-15');
    await user.clear(to);
    await user.type(to, '2026-03-02');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(within(form).getByText('End on or after the start.')).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2026-03-02');
    await user.clear(to);
    await user.type(to, '2026-03-15');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe(
        'range=custom&from=2026-03-02&to=2026-03-15',
      ),
    );
    await waitFor(() =>
      expect(statsRequests(fetchMock).at(-1)).toEqual({ from: '2026-03-02', to: '2026-03-15' }),
    );

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'This year' })).toBeChecked());
  });

  it("offers no CSV of the last range's figures while the new range loads", async () => {
    const later = deferred<Response>();
    let calls = 0;
    mockStats(() => (++calls === 1 ? json(200, { stats: fortnight }) : later.promise));
    const user = userEvent.setup({ delay: null });
    await renderApp(FORTNIGHT_URL);
    const csv = await screen.findByRole('button', { name: 'Download CSV: Appointments by status' });
    expect(csv).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'This year' }));
    expect(await screen.findByLabelText('Loading the new range')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download CSV: Appointments by status' }),
    ).toBeDisabled();

    later.release(json(200, { stats: fortnight }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Download CSV: Appointments by status' }),
      ).toBeEnabled(),
    );
  });

  it('says so when the range has no appointments', async () => {
    mockStats(() => json(200, { stats: emptyRange }));
    await renderApp(FORTNIGHT_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('No appointments in this range');
    expect(within(section('Appointments per week')).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(section('Money received by service')).getByText(
        'No money received and no completed visits in this range',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let fail = true;
    mockStats(() =>
      fail
        ? json(500, { msg: 'Something went wrong on our side.', code: 'INTERNAL' })
        : json(200, { stats: fortnight }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp(FORTNIGHT_URL);
    expect(await screen.findByText("We couldn't load the statistics.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Cancellation rate')).toBeInTheDocument();
  });

  it('tells therapists and assistants the figures are for owners and administrators', async () => {
    for (const member of [demoTherapistMember, demoAssistantMember]) {
      const fetchMock = mockStats(undefined, signedInMember(member));
      const { unmount } = await renderApp('/dashboard/stats');
      expect(
        await screen.findByText('Statistics are for owners and administrators'),
      ).toBeInTheDocument();
      expect(statsRequests(fetchMock)).toEqual([]);
      // Nor money received, unpaid invoices or the accountant's files.
      expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/reports/'))).toEqual(
        [],
      );
      expect(screen.queryByRole('link', { name: 'Invoices CSV' })).not.toBeInTheDocument();
      unmount();
      queryClient.clear();
    }
    mockStats(undefined, signedInMember(demoAdminMember));
    await renderApp(FORTNIGHT_URL);
    expect(await screen.findByText('Cancellation rate')).toBeInTheDocument();
  });
});
