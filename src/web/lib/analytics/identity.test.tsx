import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY } from '../consent';
import { json, mockApi, notSignedIn, ownerUser } from '../../test/api-mock';
import { posthogMock, resetPosthogMock } from '../../test/posthog-mock';
import { renderApp } from '../../test/render-app';

vi.mock('posthog-js', () => ({ default: posthogMock }));

const analyticsOn = () =>
  json(200, {
    config: {
      environment: 'production',
      analytics: { key: 'phc_test', host: 'https://eu.i.posthog.com' },
      supportEmail: 'support@motio.local',
    },
  });

beforeEach(() => {
  resetPosthogMock();
  window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
});

describe('who analytics knows (decision 010)', () => {
  it('identifies a user who signs in by their id only', async () => {
    const user = userEvent.setup({ delay: null });
    let signedIn = false;
    mockApi({
      'GET /api/v1/config': analyticsOn,
      'GET /api/v1/users/current-user': () => (signedIn ? json(200, ownerUser) : notSignedIn()),
      'POST /api/v1/auth/login': () => {
        signedIn = true;
        return json(200, { msg: 'Login successful', twoFactorRequired: false });
      },
    });
    await renderApp('/login');
    await waitFor(() => expect(posthogMock.init).toHaveBeenCalled());
    await user.type(await screen.findByLabelText(/^Email/), ownerUser.user.email);
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(posthogMock.identify).toHaveBeenCalledWith(ownerUser.user.id));
    expect(posthogMock.identify.mock.calls).toEqual([[ownerUser.user.id]]);
  });

  it('forgets the user on sign-out', async () => {
    const user = userEvent.setup({ delay: null });
    let signedIn = true;
    mockApi({
      'GET /api/v1/config': analyticsOn,
      'GET /api/v1/users/current-user': () => (signedIn ? json(200, ownerUser) : notSignedIn()),
      'POST /api/v1/auth/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(posthogMock.init).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ana Marković' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(posthogMock.reset).toHaveBeenCalled();
  });
});
