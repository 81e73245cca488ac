import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, ownerUser } from '../../test/api-mock';
import { demoInvoice, euroClinicSettings, invoicePage } from '../../test/invoice-fixtures';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./InvoicesPage'),
);

const overdue = demoInvoice({
  overdue: true,
  status: 'partly_paid',
  paidCents: 2000,
  balanceCents: 4500,
  payerKind: 'insurer',
  payerName: 'Dunav osiguranje',
});
const draft = demoInvoice({
  id: '00000000-0000-4000-8000-00000000a002',
  number: null,
  status: 'draft',
  issuedAt: null,
  dueOn: null,
  patientName: 'Ivana Lukić',
});

function mockList(answer = () => json(200, invoicePage([overdue, draft]))) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings: euroClinicSettings }),
    'GET /api/v1/invoices': answer,
  });
}

const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  Object.fromEntries(
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/invoices')
      .at(-1)!.searchParams,
  );

describe('invoices (invoices)', () => {
  it('shows a card per invoice on phones: number or "Draft", status, overdue, payer, balance', async () => {
    mockList();
    await renderApp('/dashboard/invoices');
    const [first, second] = within(
      await screen.findByRole('list', { name: 'Invoices' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'INV-2026-0042' })).toHaveAttribute(
      'href',
      `/dashboard/invoices/${overdue.id}`,
    );
    expect(first).toHaveTextContent('Partly paid');
    expect(first).toHaveTextContent('Overdue');
    expect(first).toHaveTextContent('Paid by Dunav osiguranje');
    expect(first).toHaveTextContent('Balance €45.00');
    expect(within(second).getByRole('link', { name: 'Draft' })).toBeVisible();
    expect(second).not.toHaveTextContent('Overdue');
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/new',
    );
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by status and search in the URL and offers to clear when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockList(() => json(200, invoicePage([])));
    const { router } = await renderApp('/dashboard/invoices?status=open');
    expect(await screen.findByText('No invoices match')).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toEqual({ status: 'open', page: '1', limit: '25' });
    await user.type(screen.getByRole('textbox', { name: /Search invoices/ }), 'Luk');
    await waitFor(() => expect(lastListQuery(fetchMock).search).toBe('Luk'));
    expect(router.state.location.search).toBe('?q=Luk&status=open');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
