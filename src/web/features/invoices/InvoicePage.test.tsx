import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/invoices.js';
import type { CurrentUser } from '../../lib/current-user';
import { demoAssistantMember, json, mockApi, ownerUser, signedInMember } from '../../test/api-mock';
import {
  demoInvoice,
  euroClinicSettings,
  INVOICE_ID,
  PAYMENT_ID,
} from '../../test/invoice-fixtures';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./InvoicePage'),
);

const path = `/dashboard/invoices/${INVOICE_ID}`;
const api = `/api/v1/invoices/${INVOICE_ID}`;

function mockInvoice(invoice: Invoice, { user = ownerUser }: { user?: CurrentUser } = {}) {
  const sent: { path: string; body: unknown }[] = [];
  // The server's copy: a change answers it and every later read sees it.
  let current = invoice;
  const answer =
    (next: (body: unknown) => Invoice, status = 200) =>
    ({ path: at, body }: { path: string; body: unknown }) => {
      sent.push({ path: at, body });
      current = next(body);
      return json(status, { invoice: current });
    };
  mockApi({
    'GET /api/v1/users/current-user': () => json(200, user),
    'GET /api/v1/clinic/settings': () => json(200, { settings: euroClinicSettings }),
    [`GET ${api}`]: () => json(200, { invoice: current }),
    [`POST ${api}/payments`]: answer(
      () => ({ ...invoice, status: 'paid', paidCents: 6500, balanceCents: 0 }),
      201,
    ),
    [`POST ${api}/void`]: answer((body) => ({
      ...invoice,
      status: 'void',
      balanceCents: 0,
      reason: (body as { reason: string }).reason,
      voidedAt: '2026-11-22T10:00:00.000Z',
    })),
    [`POST ${api}/issue`]: answer(() => ({
      ...invoice,
      status: 'issued',
      number: 'INV-2026-0043',
    })),
  });
  return sent;
}

describe('invoice page (invoices/{id})', () => {
  it('shows the lines and totals (tax included) and the actions of an issued invoice', async () => {
    mockInvoice(demoInvoice());
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0042' });
    const totals = screen.getByRole('table', { name: 'Totals' });
    const rows = within(totals)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Subtotal€65.00',
      'Tax 20% (incl.)€10.83',
      'Total€65.00',
      'Paid€0.00',
      'Balance€65.00',
    ]);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${api}/pdf`,
    );
    for (const name of ['Take payment', 'Send', 'Credit note', 'Void'])
      expect(screen.getByRole('button', { name })).toBeVisible();
  });

  it('takes a payment: the balance is prefilled and focused, "65" is read as €65.00, Enter records it', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockInvoice(demoInvoice());
    await renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('65.00');

    await user.clear(amount);
    await user.type(amount, '130');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "€65.00 more than the balance becomes the patient's credit.",
    );
    await user.clear(amount);
    await user.type(amount, '65');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(amount);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Payment of €65.00 recorded.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `${api}/payments`,
        body: { amountCents: 6500, method: 'cash', reference: '', sendReceipt: false },
      },
    ]);
  });

  it('lets an assistant take payments but not void, credit or refund', async () => {
    mockInvoice(
      demoInvoice({
        status: 'partly_paid',
        paidCents: 2000,
        balanceCents: 4500,
        payments: [
          {
            paymentId: PAYMENT_ID,
            kind: 'payment',
            method: 'card_terminal',
            amountCents: 2000,
            receivedAt: '2026-11-21T10:00:00.000Z',
            reference: '',
          },
        ],
      }),
      { user: signedInMember({ ...demoAssistantMember, status: 'active' }) },
    );
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0042' });
    expect(screen.getByRole('button', { name: 'Take payment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Credit note' })).not.toBeInTheDocument();
    const payments = screen.getByRole('list', { name: 'Payments' });
    expect(within(payments).getByRole('link', { name: /Receipt/ })).toHaveAttribute(
      'href',
      `/api/v1/payments/${PAYMENT_ID}/receipt`,
    );
    expect(within(payments).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it('issues a draft, which then shows its number', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockInvoice(demoInvoice({ status: 'draft', number: null, issuedAt: null }));
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Draft invoice' });
    expect(screen.getByRole('link', { name: 'Edit lines' })).toHaveAttribute(
      'href',
      `${path}/edit`,
    );
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0043' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ path: `${api}/issue`, body: { send: false } }]);
  });

  it('voids an issued invoice with a reason; the reason is required', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockInvoice(demoInvoice());
    await renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Say why the invoice is void.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Billed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('Invoice void.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: `${api}/void`, body: { reason: 'Billed twice' } }]);
    expect(await screen.findByText('Void', { selector: '.mantine-Badge-label' })).toBeVisible();
  });
});
