import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../components/AppProviders';
import { createRoutes } from '../../router';
import { json, mockApi } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';

const VERIFY = 'GET /api/v1/auth/verify-email';

const verifyCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/auth/verify-email'));

async function expectBackToLogin() {
  expect(await screen.findByRole('link', { name: 'Back to Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(screen.queryByRole('link', { name: 'Go to Login' })).toBeNull();
}

// The whole app renders in jsdom, lazy chunks included: slow when the machine is busy.
describe('verify-email', () => {
  it("without a token: 'Missing verification token.' with 'Back to Login', and no call", async () => {
    const fetchMock = mockApi();
    await renderApp('/verify-email');
    expect(await screen.findByText('Missing verification token.')).toBeVisible();
    await expectBackToLogin();
    expect(verifyCalls(fetchMock)).toHaveLength(0);
  });

  it("shows 'Verifying your email...' while the call is on its way, then the server's msg with 'Go to Login'", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockApi({ [VERIFY]: () => answer.promise });
    await renderApp('/verify-email?token=tok%2Fen');
    expect(await screen.findByText('Verifying your email...')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    expect(verifyCalls(fetchMock)[0]?.[0]).toBe('/api/v1/auth/verify-email?token=tok%2Fen');

    answer.release(json(200, { msg: 'Thanks! Your address is confirmed.' }));
    expect(await screen.findByText('Thanks! Your address is confirmed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Verifying your email...')).toBeNull();
  });

  it("success without a msg shows 'Your email has been verified. You can now log in.'", async () => {
    mockApi({ [VERIFY]: () => json(200, {}) });
    await renderApp('/verify-email?token=abc');
    expect(
      await screen.findByText('Your email has been verified. You can now log in.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
  });

  it.each([
    ['msg', { msg: 'This link has expired. Sign in to get a new one.', code: 'INVALID_TOKEN' }],
    ['message', { message: 'This link has expired. Sign in to get a new one.' }],
  ])("a refused token shows the server's %s with 'Back to Login'", async (_, body) => {
    mockApi({ [VERIFY]: () => json(400, body) });
    await renderApp('/verify-email?token=abc');
    expect(
      await screen.findByText('This link has expired. Sign in to get a new one.'),
    ).toBeVisible();
    await expectBackToLogin();
  });

  it("a refusal without a message shows 'Verification failed.'", async () => {
    mockApi({ [VERIFY]: () => new Response('', { status: 400 }) });
    await renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Verification failed.')).toBeVisible();
    await expectBackToLogin();
  });

  it("no answer at all shows 'Network error while verifying.'", async () => {
    mockApi({ [VERIFY]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Network error while verifying.')).toBeVisible();
    await expectBackToLogin();
  });

  it('the single-use token is sent once, even under StrictMode double effects and a failed answer', async () => {
    const fetchMock = mockApi({
      [VERIFY]: () => json(400, { msg: 'This link was already used.', code: 'INVALID_TOKEN' }),
    });
    const router = createMemoryRouter(createRoutes(), {
      initialEntries: ['/verify-email?token=once'],
    });
    render(
      <StrictMode>
        <AppProviders env="test">
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByText('This link was already used.')).toBeVisible();
    // Give any second (retried or re-mounted) call time to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await waitFor(() => expect(verifyCalls(fetchMock)).toHaveLength(1));
  });
});
