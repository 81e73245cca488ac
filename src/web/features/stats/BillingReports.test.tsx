import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { clinicToday, presetDays } from './stats-range';
import {
  emptyReportHandlers,
  fortnight,
  nothingOutstanding,
  OLD_INVOICE_ID,
  receivedBy,
  threeUnpaid,
  ZONE,
} from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./StatsPage'),
);

type Handlers = Parameters<typeof mockApi>[0];

function mockReports(locale: string, handlers: Handlers = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: ZONE, currency: 'EUR', locale } }),
    'GET /api/v1/stats': () => json(200, { stats: fortnight }),
    ...emptyReportHandlers,
    ...handlers,
  });
}

/** The query of every GET /reports/revenue the screen sent, in order. */
const revenueRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/reports/revenue')
    .map((url) => Object.fromEntries(url.searchParams));

/** Runs with the tablet and desktop layout (tables instead of cards). */
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

const FORTNIGHT_URL = '/dashboard/stats?range=custom&from=2026-03-02&to=2026-03-15';
const section = (name: string) => screen.getByRole('region', { name });
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('billing reports on the stats screen', () => {
  it("shows money received by the chosen grouping in the clinic's locale, and the accountant's files for the range", async () => {
    const fetchMock = mockReports('de-AT', {
      'GET /api/v1/reports/revenue': ({ query }) =>
        json(200, receivedBy[query.get('groupBy') as 'practitioner' | 'service']),
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(FORTNIGHT_URL);

    const received = await screen.findByRole('region', { name: 'Money received' });
    const byPractitioner = await within(received).findByRole('table', {
      name: 'Money received by practitioner',
    });
    expect(within(received).getByRole('radio', { name: 'Practitioner' })).toBeChecked();
    const rows = within(byPractitioner).getAllByRole('row');
    expect(rows.map(cells)).toEqual(
      [
        ['Practitioner', 'Received', 'Share'],
        ['Ana Marković', '€ 1.234,50', '82,3 %'],
        ['Jelena Ilić', '€ 250,50', '16,7 %'],
        ['Unallocated credit', '€ 15,00', '1,0 %'],
        ['Total', '€ 1.500,00', '100,0 %'],
      ].map((row) => row.map((text) => expect.stringMatching(text.replace(/ /g, '\\s')))),
    );

    await user.click(within(received).getByRole('radio', { name: 'Service' }));
    const byService = await within(received).findByRole('table', {
      name: 'Money received by service',
    });
    expect(within(byService).getAllByRole('row').map(cells).slice(1)).toEqual([
      ['Assessment', expect.stringMatching(/€\s1\.000,00/), expect.stringMatching(/66,7\s%/)],
      ['Follow-up', expect.stringMatching(/€\s500,00/), expect.stringMatching(/33,3\s%/)],
      ['Total', expect.stringMatching(/€\s1\.500,00/), expect.stringMatching(/100,0\s%/)],
    ]);
    expect(revenueRequests(fetchMock)).toEqual([
      { from: '2026-03-02', to: '2026-03-15', groupBy: 'practitioner' },
      { from: '2026-03-02', to: '2026-03-15', groupBy: 'service' },
    ]);

    const exports = section('For your accountant');
    const link = (name: string) => within(exports).getByRole('link', { name });
    expect(link('Invoices CSV')).toHaveAttribute(
      'href',
      '/api/v1/reports/exports/invoices.csv?from=2026-03-02&to=2026-03-15',
    );
    expect(link('Invoices CSV')).toHaveAttribute(
      'download',
      'motio-invoices-2026-03-02-to-2026-03-15.csv',
    );
    expect(link('Payments CSV')).toHaveAttribute(
      'href',
      '/api/v1/reports/exports/payments.csv?from=2026-03-02&to=2026-03-15',
    );

    // Another range: the table and the files follow it, the grouping stays.
    await user.click(screen.getByRole('radio', { name: 'Last 4 weeks' }));
    const lastFourWeeks = presetDays('last-4-weeks', clinicToday(ZONE));
    await waitFor(() =>
      expect(revenueRequests(fetchMock).at(-1)).toEqual({ ...lastFourWeeks, groupBy: 'service' }),
    );
    expect(link('Xero import CSV')).toHaveAttribute(
      'href',
      `/api/v1/reports/exports/xero.csv?from=${lastFourWeeks.from}&to=${lastFourWeeks.to}`,
    );
  });

  it('ages what is still owed in four buckets and lists the unpaid invoices, oldest first', async () => {
    mockReports('en-IE', { 'GET /api/v1/reports/outstanding': () => json(200, threeUnpaid) });
    await onWideScreen(async () => {
      const { unmount } = await renderApp(FORTNIGHT_URL);

      const unpaid = await screen.findByRole('region', { name: 'Unpaid invoices' });
      const table = await within(unpaid).findByRole('table', {
        name: 'Invoices with a balance, oldest first',
      });
      const tile = (label: string) => within(unpaid).getByText(label).nextElementSibling;
      expect(tile('0–30 days')).toHaveTextContent('€120.00');
      expect(tile('31–60 days')).toHaveTextContent('€0.00');
      expect(tile('61–90 days')).toHaveTextContent('€45.00');
      expect(tile('90+ days')).toHaveTextContent('€250.00');
      expect(unpaid).toHaveTextContent(
        'As of today (15 Mar 2026), whatever the range above: €415.00 owed',
      );

      expect(within(table).getAllByRole('row').map(cells)).toEqual([
        ['Invoice', 'Patient', 'Payer', 'Issued', 'Due', 'Days overdue', 'Balance'],
        [
          'INV-2025-0107',
          'Ivana Lukić',
          'Generali Osiguranje',
          '20 Nov 2025',
          '4 Dec 2025',
          '101',
          '€250.00',
        ],
        // Issued at 23:30 UTC: already 6 January in the clinic's time zone.
        [
          'INV-2026-0031',
          'Marko Jovanović',
          'Patient',
          '6 Jan 2026',
          '19 Jan 2026',
          '55',
          '€45.00',
        ],
        [
          'INV-2026-0044',
          'Petar Nikolić',
          'Patient',
          '10 Mar 2026',
          '24 Mar 2026',
          'Not due',
          '€120.00',
        ],
      ]);
      expect(within(table).getByRole('link', { name: 'INV-2025-0107' })).toHaveAttribute(
        'href',
        `/dashboard/invoices/${OLD_INVOICE_ID}`,
      );
      unmount();
    });
    queryClient.clear();

    // On phones each invoice is a card with the same facts.
    await renderApp(FORTNIGHT_URL);
    const cards = await screen.findByRole('list', {
      name: 'Invoices with a balance, oldest first',
    });
    const [oldest, , notDue] = within(cards).getAllByRole('listitem');
    expect(oldest).toHaveTextContent(
      'INV-2025-0107€250.00Ivana Lukić · paid by Generali OsiguranjeIssued 20 Nov 2025, due 4 Dec 2025 · 101 days overdue',
    );
    expect(within(oldest!).getByRole('link')).toHaveAttribute(
      'href',
      `/dashboard/invoices/${OLD_INVOICE_ID}`,
    );
    expect(notDue).toHaveTextContent('not due yet');
  });

  it('says when nothing was received or is owed, and retries a report that failed', async () => {
    let failRevenue = true;
    mockReports('en-IE', {
      'GET /api/v1/reports/revenue': ({ query }) =>
        failRevenue
          ? json(500, { msg: 'Something went wrong on our side.', code: 'INTERNAL' })
          : json(200, {
              ...receivedBy.practitioner,
              ...Object.fromEntries(query),
              totalCents: 0,
              rows: [],
            }),
      'GET /api/v1/reports/outstanding': () => json(200, nothingOutstanding),
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(FORTNIGHT_URL);

    const received = await screen.findByRole('region', { name: 'Money received' });
    expect(
      await within(received).findByText("We couldn't load the money received."),
    ).toBeInTheDocument();
    failRevenue = false;
    await user.click(within(received).getByRole('button', { name: 'Try again' }));
    expect(
      await within(received).findByText('No money received in this period'),
    ).toBeInTheDocument();
    expect(within(received).queryByRole('table')).not.toBeInTheDocument();

    const unpaid = section('Unpaid invoices');
    expect(await within(unpaid).findByText('Nothing outstanding')).toBeInTheDocument();
    expect(within(unpaid).getByText('90+ days').nextElementSibling).toHaveTextContent('€0.00');
    expect(within(unpaid).queryByRole('table')).not.toBeInTheDocument();
  });
});
