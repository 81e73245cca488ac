import type { InitializePaddleOptions, PaddleEventData } from '@paddle/paddle-js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { browserReportsZone } from '../../test/browser-zone';
import { renderApp } from '../../test/render-app';
import { openPaddleCheckout, usesProviderRedirects } from './paddle-checkout';
import {
  fillRegistration,
  person,
  TEAM_MONTHLY_REGISTER_PATH,
  teamMonthlyPlanInfo,
} from './test-fixtures';

// Paddle.js itself comes from Paddle's CDN; the package's loader is replaced at its boundary.
const paddle = vi.hoisted(() => ({
  initializePaddle: vi.fn(),
  open: vi.fn(),
}));
vi.mock('@paddle/paddle-js', () => ({ initializePaddle: paddle.initializePaddle }));

function paddleOptions(): InitializePaddleOptions {
  return paddle.initializePaddle.mock.calls[0]![0] as InitializePaddleOptions;
}

const emit = (event: PaddleEventData) => act(() => paddleOptions().eventCallback!(event));

beforeEach(() => {
  paddle.initializePaddle.mockReset();
  paddle.open.mockReset();
  paddle.initializePaddle.mockResolvedValue({ Checkout: { open: paddle.open } });
  browserReportsZone('Europe/Belgrade');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function mockPaddleSignUp(handlers: Parameters<typeof mockApi>[0] = {}) {
  const registered: unknown[] = [];
  const fetchMock = mockApi({
    'POST /api/v1/auth/check-email': () => json(200, { exists: false }),
    'GET /api/v1/billing/debug': () => json(200, { provider: 'paddle', environment: 'sandbox' }),
    'POST /api/v1/billing/client-token': () => json(200, { token: 'test_client_token' }),
    'POST /api/v1/auth/register': ({ body }) => {
      registered.push(body);
      return json(201, { msg: 'Account created.', earlyAccess: null });
    },
    ...handlers,
  });
  return { fetchMock, registered };
}

async function submitForm() {
  const user = userEvent.setup({ delay: null });
  await renderApp(TEAM_MONTHLY_REGISTER_PATH);
  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

describe('/checkout/register with Paddle', () => {
  it('initialises Paddle with the environment and client token, then opens one item with the customer email', async () => {
    const { fetchMock, registered } = mockPaddleSignUp();
    await submitForm();
    await waitFor(() => expect(paddle.open).toHaveBeenCalledTimes(1));

    expect(paddleOptions()).toMatchObject({ environment: 'sandbox', token: 'test_client_token' });
    // Redirects only in production on a secure, non-local origin (jsdom is localhost).
    expect(paddle.open).toHaveBeenCalledWith({
      items: [{ priceId: 'pri_team_m', quantity: 1 }],
      customer: { email: person.email },
    });
    // The client token is asked for with a JSON content type and nothing in the body.
    const tokenCall = fetchMock.mock.calls.find(([url]) => url === '/api/v1/billing/client-token');
    expect(tokenCall?.[1]?.method).toBe('POST');
    expect(tokenCall?.[1]?.body).toBeUndefined();
    expect(tokenCall?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });

    emit({
      name: 'checkout.completed' as PaddleEventData['name'],
      data: { transaction_id: 'txn_paddle_1' } as PaddleEventData['data'],
    });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(registered).toEqual([
      {
        ...person,
        timeZone: 'Europe/Belgrade',
        transactionId: 'txn_paddle_1',
        planInfo: teamMonthlyPlanInfo,
      },
    ]);
  });

  it("a failed client token is logged as 'Failed to get client token' and the checkout does not open", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPaddleSignUp({
      'POST /api/v1/billing/client-token': () => json(503, { msg: 'Unavailable', code: 'X' }),
    });
    await submitForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to open checkout. Please try again.',
    );
    expect(logged).toHaveBeenCalledWith('Failed to get client token', expect.anything());
    expect(paddle.initializePaddle).not.toHaveBeenCalled();
  });

  it('closing the overlay in sandbox stays on the form', async () => {
    mockPaddleSignUp();
    await submitForm();
    await waitFor(() => expect(paddle.open).toHaveBeenCalled());
    emit({ name: 'checkout.closed' as PaddleEventData['name'] });
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });
});

describe('provider redirects', () => {
  it('in production on a secure origin the overlay gets the success address on /checkout/register', async () => {
    await openPaddleCheckout({
      environment: 'production',
      token: 'live_token',
      priceId: 'pri_team_m',
      email: person.email,
      successPath: '/checkout/register?priceId=pri_team_m',
      onEvent: () => {},
      location: {
        protocol: 'https:',
        hostname: 'app.motio.example',
        origin: 'https://app.motio.example',
      },
    });
    expect(paddle.initializePaddle).toHaveBeenCalledWith(
      expect.objectContaining({ environment: 'production', token: 'live_token' }),
    );
    expect(paddle.open).toHaveBeenCalledWith({
      items: [{ priceId: 'pri_team_m', quantity: 1 }],
      customer: { email: person.email },
      settings: { successUrl: 'https://app.motio.example/checkout/register?priceId=pri_team_m' },
    });
  });

  it('apply only in production on an https origin that is not this machine', () => {
    const at = (protocol: string, hostname: string) => ({
      protocol,
      hostname,
      origin: `${protocol}//${hostname}`,
    });
    expect(usesProviderRedirects('production', at('https:', 'app.motio.example'))).toBe(true);
    expect(usesProviderRedirects('sandbox', at('https:', 'app.motio.example'))).toBe(false);
    expect(usesProviderRedirects('production', at('http:', 'app.motio.example'))).toBe(false);
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'motio.localhost', 'clinic.local']) {
      expect(usesProviderRedirects('production', at('https:', host))).toBe(false);
    }
  });
});
