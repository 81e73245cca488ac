import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalInvoice } from '../../../../domain/portal-invoices.js';
import { json, mockApi } from '../../../test/api-mock';
import { browserReportsZone } from '../../../test/browser-zone';
import { renderApp } from '../../../test/render-app';
import { PORTAL_API, SLUG, portal } from '../portal-fixtures';

// Monday 30 November 2026, 08:00 in Berlin.
const NOW = new Date('2026-11-30T07:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  browserReportsZone('Europe/Berlin');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const invoice = (number: string, overrides: Partial<PortalInvoice> = {}): PortalInvoice => ({
  id: `00000000-0000-4000-8000-${number.replace('-', '').padStart(12, '0').slice(-12)}`,
  number,
  // 20 November in UTC, already the 21st in the clinic's Berlin.
  issuedAt: '2026-11-20T23:30:00.000Z',
  dueOn: '2026-12-04',
  currency: 'EUR',
  totalCents: 123_450,
  balanceCents: 123_450,
  status: 'issued',
  overdue: false,
  payPath: null,
  ...overrides,
});

const due = invoice('2026-000012', { payPath: '/pay/due-token_0123456789' });
const late = invoice('2026-000007', {
  issuedAt: '2026-10-01T08:00:00.000Z',
  dueOn: '2026-10-15',
  totalCents: 6000,
  balanceCents: 2500,
  status: 'partly_paid',
  overdue: true,
  payPath: '/pay/late-token_0123456789',
});
const paid = invoice('2026-000003', {
  issuedAt: '2026-09-01T08:00:00.000Z',
  totalCents: 4500,
  balanceCents: 0,
  status: 'paid',
});

/** The portal's API, signed in, with the invoices `answer` gives. */
function invoicesApi(answer: () => Response) {
  mockApi({
    [`GET ${PORTAL_API}/me`]: () =>
      json(200, { portal: { ...portal, clinic: { ...portal.clinic, locale: 'de-AT' } } }),
    [`GET ${PORTAL_API}/appointments`]: () => json(200, { upcoming: [], past: [] }),
    [`GET ${PORTAL_API}/forms`]: () => json(200, { patientForms: [] }),
    [`GET ${PORTAL_API}/waitlist`]: () => json(200, { wishes: [] }),
    [`GET ${PORTAL_API}/invoices`]: answer,
  });
}

const section = () => screen.findByRole('region', { name: 'Invoices' });
const cardOf = async (number: string) => {
  const list = await screen.findByRole('list', { name: 'Your invoices' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(`Invoice ${number}`));
  if (!card) throw new Error(`No card of invoice ${number}`);
  return card;
};

describe('the portal’s invoices', () => {
  it('shows each invoice’s number, dates and amounts the clinic’s way, and whether it is paid', async () => {
    invoicesApi(() => json(200, { invoices: [due, late, paid] }));
    await renderApp(`/portal/${SLUG}`);

    const dueCard = await cardOf('2026-000012');
    // de-AT writes euros as "€ 1.234,50"; the day is the clinic's (Berlin), not UTC's.
    expect(dueCard).toHaveTextContent('Issued 21. Nov. 2026 · Due 4. Dez. 2026');
    expect(dueCard).toHaveTextContent('Total€ 1.234,50');
    expect(dueCard).toHaveTextContent('To pay€ 1.234,50');
    expect(within(dueCard).getByText('Due')).toBeVisible();

    const lateCard = await cardOf('2026-000007');
    expect(lateCard).toHaveTextContent('Total€ 60,00');
    expect(lateCard).toHaveTextContent('To pay€ 25,00');
    expect(within(lateCard).getByText('Overdue')).toBeVisible();

    const paidCard = await cardOf('2026-000003');
    expect(paidCard).toHaveTextContent('To pay€ 0,00');
    expect(within(paidCard).getByText('Paid')).toBeVisible();
    expect(paidCard).not.toHaveTextContent('Due');
  });

  it('links "Pay now" to the pay page of each invoice still due, and offers each one’s PDF', async () => {
    invoicesApi(() => json(200, { invoices: [due, late, paid] }));
    const u = userEvent.setup({ delay: null });
    const { router } = await renderApp(`/portal/${SLUG}`);

    const lateCard = await cardOf('2026-000007');
    expect(
      within(lateCard).getByRole('link', { name: 'Pay now, invoice 2026-000007' }),
    ).toHaveAttribute('href', '/pay/late-token_0123456789');
    expect(
      within(await cardOf('2026-000003')).queryByRole('link', { name: /Pay now/ }),
    ).not.toBeInTheDocument();
    expect(
      within(lateCard).getByRole('link', { name: 'Download PDF, invoice 2026-000007' }),
    ).toHaveAttribute('href', `${PORTAL_API}/invoices/${late.id}/pdf`);

    await u.click(
      within(await cardOf('2026-000012')).getByRole('link', {
        name: 'Pay now, invoice 2026-000012',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/due-token_0123456789'));
  });

  it('says so when there are no invoices', async () => {
    invoicesApi(() => json(200, { invoices: [] }));
    await renderApp(`/portal/${SLUG}`);
    expect(await within(await section()).findByText('No invoices')).toBeVisible();
  });

  it('says when the invoices did not load, and tries again', async () => {
    let down = true;
    invoicesApi(() =>
      down
        ? json(503, { msg: 'Please try again in a moment.', code: 'UNAVAILABLE' })
        : json(200, { invoices: [paid] }),
    );
    const u = userEvent.setup({ delay: null });
    await renderApp(`/portal/${SLUG}`);
    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent('Your invoices did not load');
    down = false;
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardOf('2026-000003')).toHaveTextContent('Paid');
  });
});
