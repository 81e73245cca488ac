import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '../../../domain/billing.js';
import { WEAK_PASSWORD_MESSAGE } from '../../../domain/passwords.js';
import { json, mockApi } from '../../test/api-mock';
import { browserReportsZone } from '../../test/browser-zone';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';
import {
  fillRegistration,
  payInOverlay,
  person,
  TEAM_MONTHLY_REGISTER_PATH,
  teamMonthlyPlanInfo,
} from './test-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

/** The calls of a local-provider sign-up, each recording the bodies it received. */
function mockSignUp(overrides: Handlers = {}) {
  const bodies: Record<string, unknown[]> = { checkEmail: [], pay: [], register: [] };
  const fetchMock = mockApi({
    'POST /api/v1/auth/check-email': ({ body }) => {
      bodies.checkEmail!.push(body);
      return json(200, { exists: false });
    },
    'GET /api/v1/billing/debug': () => json(200, { provider: 'local', environment: 'sandbox' }),
    'POST /api/v1/billing/local/checkout': ({ body }) => {
      bodies.pay!.push(body);
      return json(201, { transactionId: 'txn_local_1' });
    },
    'POST /api/v1/auth/register': ({ body }) => {
      bodies.register!.push(body);
      return json(201, { msg: 'Account created.', earlyAccess: null });
    },
    ...overrides,
  });
  return { fetchMock, bodies };
}

const continueToPayment = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Continue to payment' }));

const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  browserReportsZone('Europe/Belgrade');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/checkout/register before payment', () => {
  it("without a priceId shows 'Invalid Plan Selection' with 'Choose a Plan' to /checkout", async () => {
    mockApi();
    await renderApp('/checkout/register?planName=Team&interval=monthly');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid Plan Selection' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });

  it("shows the chosen plan and asks for name, last name, the clinic's name, location, email and a password that can be shown", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi();
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('Team plan')).toBeVisible();
    expect(
      within(plan).getByText(/\$49\.99 per month, billed monthly after a 14-day free trial/),
    ).toBeVisible();
    for (const label of [
      /^Name/,
      /^Last name/,
      /^Clinic name/,
      /^Location/,
      /^Email/,
      /^Password/,
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
  });

  it("missing name, email or password: 'Please fill in all required fields', and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = mockSignUp();
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user, ['email']);
    await continueToPayment(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/auth/check-email', expect.anything());
  });

  it('an email that already has an account is refused with a link to log in, before any payment', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = mockSignUp({
      'POST /api/v1/auth/check-email': () => json(200, { exists: true }),
    });
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'An account with this email already exists. Please log in instead.',
    );
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/billing/debug', expect.anything());
  });

  it("a 400 from the email check shows the server's msg; any other failure 'Failed to open checkout. Please try again.'", async () => {
    const user = userEvent.setup({ delay: null });
    let answer = () => json(400, { msg: 'Enter a valid email address.', code: 'VALIDATION' });
    mockSignUp({ 'POST /api/v1/auth/check-email': () => answer() });
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');

    answer = () => json(500, { msg: 'Something broke.', code: 'INTERNAL' });
    await continueToPayment(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to open checkout. Please try again.',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull();
  });
});

describe('/checkout/register local payment overlay and account creation', () => {
  it("pays in the overlay, creates the account once with the transaction, plan info, clinic name and the browser's time zone, and opens /checkout/success after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { bodies } = mockSignUp();
    const { router } = await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);

    const overlay = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(overlay).getByLabelText(/^Email/)).toHaveValue(person.email);
    expect(within(overlay).getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(within(overlay).getByText('$0.00')).toBeVisible();
    expect(within(overlay).getByText('$49.99 per month')).toBeVisible();
    expect(within(overlay).getByText(/4242 4242 4242 4242 succeeds/)).toBeVisible();
    await user.type(within(overlay).getByLabelText(/^Card number/), '42424242');
    expect(within(overlay).getByLabelText(/^Card number/)).toHaveValue('4242 4242');
    await user.clear(within(overlay).getByLabelText(/^Card number/));
    await payInOverlay(user);

    expect(await within(overlay).findByRole('img', { name: 'Payment successful' })).toBeVisible();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(bodies.checkEmail).toEqual([{ email: person.email }]);
    expect(bodies.pay).toEqual([
      {
        priceId: 'pri_team_m',
        email: person.email,
        cardholderName: 'Mila Jovanović',
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
      },
    ]);
    expect(bodies.register).toEqual([
      {
        ...person,
        timeZone: 'Europe/Belgrade',
        transactionId: 'txn_local_1',
        planInfo: teamMonthlyPlanInfo,
      },
    ]);

    // The success page opens 2 seconds after the account was created.
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/checkout/register');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(searchOf(router)).toEqual({ plan: 'Team' });
    expect(bodies.register).toHaveLength(1);
  });

  it("a declined card shows the server's message in the overlay, which stays open; nothing is created", async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockSignUp({
      'POST /api/v1/billing/local/checkout': () =>
        json(402, { msg: CARD_DECLINED_MESSAGE, code: 'CARD_DECLINED' }),
    });
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);
    const overlay = await payInOverlay(user, '4000000000000002');
    expect(await within(overlay).findByText(CARD_DECLINED_MESSAGE)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Payment' })).toBeVisible();
    expect(within(overlay).getByRole('button', { name: 'Pay securely' })).toBeEnabled();
    expect(bodies.register).toEqual([]);
  });

  it('checks the card fields before paying', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockSignUp();
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);
    const overlay = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(within(overlay).getByRole('button', { name: 'Pay securely' }));
    expect(within(overlay).getByText('Enter the name on the card')).toBeVisible();
    expect(within(overlay).getByText('Enter a valid card number')).toBeVisible();
    expect(within(overlay).getByText('Enter the expiry date as MM/YY')).toBeVisible();
    expect(within(overlay).getByText('Enter the 3 or 4 digit security code')).toBeVisible();
    expect(bodies.pay).toEqual([]);
  });

  it('the provider event, the success image and a provider message for one payment create ONE account', async () => {
    const user = userEvent.setup({ delay: null });
    // The account creation is still running while the other signals arrive.
    const answer = deferred<Response>();
    const { bodies } = mockSignUp({
      'POST /api/v1/auth/register': ({ body }) => {
        bodies.register!.push(body);
        return answer.promise;
      },
    });
    const { router } = await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);
    await payInOverlay(user);
    expect(await screen.findByRole('img', { name: 'Payment successful' })).toBeVisible();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://buy.paddle.com',
          data: { name: 'checkout.completed', data: { transaction_id: 'txn_local_1' } },
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies.register).toHaveLength(1);

    answer.release(json(201, { msg: 'Account created.', earlyAccess: null }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(bodies.register).toHaveLength(1);
    expect(router.state.location.search).not.toContain('tid');
  });

  it('a completion message from a foreign origin is ignored', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockSignUp();
    const { router } = await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);
    await screen.findByRole('dialog', { name: 'Payment' });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { name: 'checkout.completed', data: { transaction_id: 'txn_forged' } },
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies.register).toEqual([]);
    expect(router.state.location.search).not.toContain('tid');
    // The real payment still completes normally.
    await payInOverlay(user);
    await waitFor(() =>
      expect(bodies.register).toEqual([expect.objectContaining({ transactionId: 'txn_local_1' })]),
    );
  });

  it.each([
    [
      'the server message',
      () => json(409, { msg: 'This payment has already been used.', code: 'TRANSACTION_USED' }),
      'Account creation failed: This payment has already been used. Please contact support.',
    ],
    [
      'Unknown error when the server gave none',
      () => new Response('', { status: 502 }),
      'Account creation failed: Unknown error. Please contact support.',
    ],
    [
      'the short sentence on a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Account creation failed. Please contact support.',
    ],
  ])(
    'a failed account creation after payment says so (%s) back on /checkout/register with the tid, email and a support link',
    async (_case, answer, message) => {
      const user = userEvent.setup({ delay: null });
      mockSignUp({ 'POST /api/v1/auth/register': answer });
      const { router } = await renderApp(TEAM_MONTHLY_REGISTER_PATH);
      await fillRegistration(user);
      await continueToPayment(user);
      await payInOverlay(user);

      const alert = await screen.findByText(message);
      expect(alert.closest('[role="alert"]')).not.toBeNull();
      expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'href',
        '/contact',
      );
      expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull();
      expect(router.state.location.pathname).toBe('/checkout/register');
      expect(searchOf(router)).toEqual({
        ...teamMonthlyPlanInfo,
        tid: 'txn_local_1',
        email: person.email,
      });
    },
  );
});

describe('/checkout/register after a payment (tid)', () => {
  it('a password the server finds too weak is marked on its field; a new one creates the account for the same payment', async () => {
    const user = userEvent.setup({ delay: null });
    let weak = true;
    const { bodies } = mockSignUp({
      'POST /api/v1/auth/register': ({ body }) => {
        bodies.register!.push(body);
        if (!weak) return json(201, { msg: 'Account created.', earlyAccess: null });
        weak = false;
        return json(400, {
          msg: 'Please choose a stronger password.',
          code: 'WEAK_PASSWORD',
          fields: { password: WEAK_PASSWORD_MESSAGE },
        });
      },
    });
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await fillRegistration(user);
    await continueToPayment(user);
    await payInOverlay(user);

    expect(
      await screen.findByText(
        'Account creation failed: Please choose a stronger password. Please contact support.',
      ),
    ).toBeVisible();
    expect(screen.getByText(WEAK_PASSWORD_MESSAGE)).toBeVisible();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'copper kettle morning tide');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(bodies.pay).toHaveLength(1);
    expect(bodies.register).toEqual([
      expect.objectContaining({ transactionId: 'txn_local_1', password: person.password }),
      expect.objectContaining({
        transactionId: 'txn_local_1',
        password: 'copper kettle morning tide',
      }),
    ]);
  });

  const PAID_PATH = `${TEAM_MONTHLY_REGISTER_PATH}&tid=txn_paid_9&email=mila%40example.com`;

  it('prefills the email and creates the account for that payment, without paying again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { bodies, fetchMock } = mockSignUp();
    const { router } = await renderApp(PAID_PATH);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue(person.email);
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(bodies.register).toEqual([
      {
        ...person,
        timeZone: 'Europe/Belgrade',
        transactionId: 'txn_paid_9',
        planInfo: teamMonthlyPlanInfo,
      },
    ]);
    expect(bodies.pay).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/billing/debug', expect.anything());
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  });

  it("after Paddle's success redirect cut account creation short, the tab's pending payment is used: no second payment", async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockSignUp();
    sessionStorage.setItem(
      'motio-checkout-payment-v1',
      JSON.stringify({ tid: 'txn_redirected', email: person.email }),
    );
    await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue(person.email);
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(bodies.register).toEqual([
      {
        ...person,
        timeZone: 'Europe/Belgrade',
        transactionId: 'txn_redirected',
        planInfo: teamMonthlyPlanInfo,
      },
    ]);
    expect(bodies.pay).toEqual([]);
    // Used once: the password was never stored, and the payment is forgotten after its account.
    expect(sessionStorage.getItem('motio-checkout-payment-v1')).toBeNull();
  });

  it('a completion noticed with no registration held (after a reload) leads to the form with tid and email', async () => {
    mockSignUp();
    const { router } = await renderApp(TEAM_MONTHLY_REGISTER_PATH);
    await screen.findByLabelText(/^Email/);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://sandbox-buy.paddle.com',
          data: {
            name: 'checkout.completed',
            data: { transaction_id: 'txn_reload', customer: { email: 'mila@example.com' } },
          },
        }),
      );
    });
    await waitFor(() =>
      expect(searchOf(router)).toEqual({
        ...teamMonthlyPlanInfo,
        tid: 'txn_reload',
        email: 'mila@example.com',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeVisible();
  });
});
