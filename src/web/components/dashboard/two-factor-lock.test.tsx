import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { currentUserQuery, type CurrentUser } from '../../lib/current-user';
import { demoSession, json, mockApi, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('./DashboardLayout'),
  () => import('../../features/account/AccountSettingsPage'),
);

const pending: CurrentUser = { ...ownerUser, twoFactorSetupRequired: true };

function mockPendingAccount() {
  let current = pending;
  mockApi({
    'GET /api/v1/users/current-user': () => json(200, current),
    'GET /api/v1/account/sessions': () => json(200, { sessions: [demoSession()] }),
  });
  return { unlock: () => (current = { ...pending, twoFactorSetupRequired: false }) };
}

const requiredAlert =
  'Demo Physio Clinic requires two-factor sign-in. Set it up below to continue.';

describe('clinic two-factor requirement (the owner requires it for all members)', () => {
  it('every other dashboard screen sends the member to account settings, which says why', async () => {
    mockPendingAccount();
    const { router } = await renderApp('/dashboard/stats');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(await screen.findByText(requiredAlert)).toBeInTheDocument();
    // The two-factor card comes first, right under the notice.
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(document.getElementById(regions[0]!)).toHaveTextContent('Two-factor sign-in');

    for (const path of [
      '/dashboard',
      '/dashboard/all-patients',
      '/dashboard/settings/team-management',
      '/dashboard/settings/clinic-settings',
    ]) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    }
  });

  it('account settings and the profile stay open', async () => {
    mockPendingAccount();
    const { router } = await renderApp('/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');

    await act(() => router.navigate('/dashboard/settings'));
    expect(await screen.findByText(requiredAlert)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });

  it('once two-factor is on and the current user is re-read, the app opens again', async () => {
    const account = mockPendingAccount();
    const { router } = await renderApp('/dashboard/settings');
    await screen.findByText(requiredAlert);

    account.unlock();
    await act(() => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }));
    await waitFor(() => expect(screen.queryByText(requiredAlert)).not.toBeInTheDocument());
    await act(() => router.navigate('/dashboard/stats'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/stats');
  });

  it('members whose clinic does not require it go anywhere', async () => {
    mockApi({ 'GET /api/v1/users/current-user': () => json(200, ownerUser) });
    const { router } = await renderApp('/dashboard/stats');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/stats');
  });
});
