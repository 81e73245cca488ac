import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Stats } from '../../../domain/stats.js';
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
import { preloadRoutes, renderApp } from '../../test/render-app';
import { clinicToday, presetDays } from './stats-range';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./StatsPage'),
);

const ZONE = 'Europe/Belgrade';
const zero = { scheduled: 0, confirmed: 0, arrived: 0, completed: 0, cancelled: 0, no_show: 0 };

/** The server test's fortnight (src/server/modules/stats/stats.test.ts). */
const fortnight: Stats = {
  range: { from: '2026-03-02', to: '2026-03-15', timeZone: ZONE },
  appointments: {
    total: 12,
    byStatus: { scheduled: 1, confirmed: 1, arrived: 1, completed: 6, cancelled: 2, no_show: 1 },
    noShowRate: 1 / 12,
    cancellationRate: 2 / 12,
    perWeek: [
      {
        weekStart: '2026-03-02',
        total: 6,
        byStatus: { ...zero, completed: 4, no_show: 1, cancelled: 1 },
      },
      {
        weekStart: '2026-03-09',
        total: 6,
        byStatus: { ...zero, scheduled: 1, confirmed: 1, arrived: 1, completed: 2, cancelled: 1 },
      },
    ],
  },
  newPatientsPerMonth: [{ month: '2026-03', count: 2 }],
  utilisation: {
    openingMinutes: 7200,
    therapists: [
      {
        therapistId: ownerUser.user.id,
        name: 'Ana Marković',
        bookedMinutes: 225,
        appointments: 5,
        utilisation: 225 / 7200,
      },
      {
        therapistId: demoTherapistMember.userId,
        name: 'Jelena Ilić',
        bookedMinutes: 125,
        appointments: 7,
        utilisation: 125 / 7200,
      },
    ],
  },
  revenue: {
    byService: [
      {
        serviceId: '00000000-0000-4000-8000-0000000000e1',
        name: 'Assessment',
        completed: 2,
        priceMinor: 5000,
        amountMinor: 10000,
        currency: 'EUR',
      },
      {
        serviceId: '00000000-0000-4000-8000-0000000000e2',
        name: '=Follow-up, short',
        completed: 2,
        priceMinor: 3000,
        amountMinor: 6000,
        currency: 'EUR',
      },
      {
        serviceId: '00000000-0000-4000-8000-0000000000e3',
        name: 'Massage',
        completed: 1,
        priceMinor: 4000,
        amountMinor: 4000,
        currency: 'USD',
      },
    ],
    totals: [
      {
        currency: 'EUR',
        amountMinor: 16000,
        paymentsMinor: 16000,
        refundsMinor: 0,
        withoutServiceMinor: 0,
      },
      {
        currency: 'USD',
        amountMinor: 4000,
        paymentsMinor: 4000,
        refundsMinor: 0,
        withoutServiceMinor: 0,
      },
    ],
  },
  treatmentPlans: { active: 2, measured: 2, averagePainChange: -1 },
  jobsByStatus: { pending: 2, in_progress: 0, done: 1 },
};

const emptyRange: Stats = {
  ...fortnight,
  appointments: {
    total: 0,
    byStatus: zero,
    noShowRate: null,
    cancellationRate: null,
    perWeek: [{ weekStart: '2026-03-02', total: 0, byStatus: zero }],
  },
  newPatientsPerMonth: [{ month: '2026-03', count: 0 }],
  utilisation: { openingMinutes: 3600, therapists: [] },
  revenue: { byService: [], totals: [] },
  treatmentPlans: { active: 0, measured: 0, averagePainChange: null },
  jobsByStatus: { pending: 0, in_progress: 0, done: 0 },
};

type FetchMock = ReturnType<typeof mockApi>;

/** The from/to of every GET /stats the screen sent, in order. */
const statsRequests = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/stats')
    .map((url) => Object.fromEntries(url.searchParams));

function mockStats(
  answer: () => Response = () => json(200, { stats: fortnight }),
  currentUser: CurrentUser = ownerUser,
) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings: { timeZone: ZONE } }),
    'GET /api/v1/stats': answer,
  });
}

const FORTNIGHT_URL = '/dashboard/stats?range=custom&from=2026-03-02&to=2026-03-15';
const section = (name: string) => screen.getByRole('region', { name });

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
    expect(tile('Revenue')).toHaveTextContent('€160.00 + $40.00');
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
    const revenue = within(section('Revenue by service')).getByRole('table');
    expect(within(revenue).getByRole('row', { name: /Massage/ })).toHaveTextContent(
      'Massage1$40.00$40.00',
    );
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
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(FORTNIGHT_URL);
    const tiles = await screen.findByText('Cancellation rate');
    const tile = (label: string) =>
      within(tiles.closest('dl')!).getByText(label).nextElementSibling;
    expect(tile('Revenue')).toHaveTextContent('€ 160,00 + $ 40,00');
    expect(tile('No-show rate')).toHaveTextContent('8,3 %');
    const revenue = within(section('Revenue by service')).getByRole('table');
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
    await user.click(screen.getByRole('button', { name: 'Download CSV: Revenue by service' }));
    expect(await saved!.text()).toContain('Assessment,2,50.00,100.00,EUR\r\n');
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
      await screen.findByRole('button', { name: 'Download CSV: Revenue by service' }),
    );
    expect(click.mock.contexts[0]).toHaveAttribute(
      'download',
      'motio-revenue-by-service-2026-03-02-to-2026-03-15.csv',
    );
    expect(saved!.type).toBe('text/csv;charset=utf-8');
    // A UTF-8 byte order mark first, for spreadsheet programs (text() drops it).
    expect([...new Uint8Array(await saved!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved!.text()).toBe(
      'Service,Completed,Price,Revenue,Currency\r\n' +
        'Assessment,2,50.00,100.00,EUR\r\n' +
        `"'=Follow-up, short",2,30.00,60.00,EUR\r\n` +
        'Massage,1,40.00,40.00,USD\r\n',
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV: Therapist utilisation' }));
    expect(await saved!.text()).toBe(
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

  it('says so when the range has no appointments', async () => {
    mockStats(() => json(200, { stats: emptyRange }));
    await renderApp(FORTNIGHT_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('No appointments in this range');
    expect(within(section('Appointments per week')).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(section('Revenue by service')).getByText(
        'No completed appointments with a service in this range',
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
      unmount();
      queryClient.clear();
    }
    mockStats(undefined, signedInMember(demoAdminMember));
    await renderApp(FORTNIGHT_URL);
    expect(await screen.findByText('Cancellation rate')).toBeInTheDocument();
  });
});
