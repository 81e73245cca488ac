import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '../../../domain/billing.js';
import type { PayLink } from '../../../domain/online-payments.js';
import { json, mockApi } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';
import { leaveAppFor } from './leave-app';

vi.mock('./leave-app', () => ({ leaveAppFor: vi.fn() }));

const TOKEN = 'tok_0123456789abcdef';
const PAY_LINK = `GET /api/v1/pay/${TOKEN}`;
const owed: PayLink = {
  clinicName: 'Kinetika Physio',
  invoiceNumber: '2026-000042',
  currency: 'EUR',
  locale: 'de-AT',
  totalCents: 6500,
  balanceCents: 6500,
  dueOn: '2026-12-15',
  status: 'issued',
  provider: 'local',
};

describe('/pay/:token', () => {
  it('shows the clinic, the invoice and the amount due in the clinic’s currency and locale', async () => {
    const answer = deferred<Response>();
    mockApi({ [PAY_LINK]: () => answer.promise });
    await renderApp(`/pay/${TOKEN}`);
    expect(await screen.findByText('Loading your invoice…')).toBeVisible();
    answer.release(json(200, { payment: owed }));

    expect(await screen.findByText('Kinetika Physio asks you to pay this invoice.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay your invoice' })).toBeVisible();
    expect(screen.getByText('2026-000042')).toBeVisible();
    expect(screen.getByText('15. Dezember 2026')).toBeVisible();
    expect(screen.getByTestId('amount-due')).toHaveTextContent(/^€\s?65,00$|^65,00\s?€$/);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/pay/${TOKEN}/card`,
    );
  });

  it('says so for an unknown or cancelled link, and thanks the patient for a paid invoice', async () => {
    mockApi({
      [PAY_LINK]: () => json(404, { msg: 'This payment link was not found.', code: 'NOT_FOUND' }),
    });
    const unknown = await renderApp(`/pay/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment link does not work' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    unknown.unmount();

    mockApi({
      [PAY_LINK]: () => json(200, { payment: { ...owed, status: 'paid', balanceCents: 0 } }),
    });
    await renderApp(`/pay/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paid — thank you' }),
    ).toBeVisible();
    expect(screen.getByText(/Invoice 2026-000042 from Kinetika Physio is paid/)).toBeVisible();
    expect(screen.queryByText('Pay now')).not.toBeInTheDocument();
  });

  it("with Stripe, Pay now opens Stripe's checkout page", async () => {
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_1';
    const fetchMock = mockApi({
      [PAY_LINK]: () => json(200, { payment: { ...owed, provider: 'stripe' } }),
      [`POST /api/v1/pay/${TOKEN}/checkout`]: () => json(200, { url: checkoutUrl }),
    });
    await renderApp(`/pay/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(checkoutUrl));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/pay/${TOKEN}/checkout`,
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('/pay/:token/card', () => {
  it('checks the fields, shows a declined card, and pays with the test card', async () => {
    const sent: unknown[] = [];
    let paid = false;
    mockApi({
      [PAY_LINK]: () =>
        json(200, { payment: paid ? { ...owed, status: 'paid', balanceCents: 0 } : owed }),
      [`POST /api/v1/pay/${TOKEN}/card`]: ({ body }) => {
        sent.push(body);
        if ((body as { cardNumber: string }).cardNumber !== '4242424242424242') {
          return json(402, { msg: CARD_DECLINED_MESSAGE, code: 'CARD_DECLINED' });
        }
        paid = true;
        return json(200, { paid: true, receiptSent: false });
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(`/pay/${TOKEN}`);
    await user.click(await screen.findByRole('link', { name: 'Pay now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    expect(screen.getByText(/4242 4242 4242 4242 succeeds/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay securely' }));
    expect(await screen.findByText('Enter a valid card number')).toBeVisible();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeVisible();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeVisible();
    expect(sent).toEqual([]);

    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.type(number, '4000000000000002');
    expect(number).toHaveValue('4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '1299');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay securely' }));
    expect(await screen.findByText(CARD_DECLINED_MESSAGE)).toBeVisible();

    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay securely' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paid — thank you' }),
    ).toBeVisible();
    expect(
      screen.getByText(/Kinetika Physio received .*65,00.* for invoice 2026-000042/),
    ).toBeVisible();
    expect(sent).toEqual([
      { cardNumber: '4000000000000002', expiry: '12/99', cvc: '123' },
      { cardNumber: '4242424242424242', expiry: '12/99', cvc: '123' },
    ]);
  });
});
