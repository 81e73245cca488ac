import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/current-user';
import { demoMembers, json, mockApi, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('./DashboardLayout'),
  () => import('../../features/appointments/CalendarPage'),
);

const riverside = {
  clinicId: '00000000-0000-4000-8000-000000000003',
  clinicName: 'Riverside Physio',
  role: 'therapist' as const,
};
const inTwoClinics: CurrentUser = { ...ownerUser, clinics: [...ownerUser.clinics, riverside] };
const inRiverside: CurrentUser = {
  ...inTwoClinics,
  membership: { ...riverside, title: 'Physiotherapist', calendarColor: null },
};

describe('user menu (avatar in the top bar, switching the active clinic)', () => {
  it('shows the photo when there is one, initials otherwise', async () => {
    const avatarUrl = `/api/v1/users/${ownerUser.user.id}/avatar?v=1`;
    mockApi({
      'GET /api/v1/users/current-user': () =>
        json(200, { ...ownerUser, user: { ...ownerUser.user, avatarUrl } }),
    });
    await renderApp('/dashboard');
    const account = await screen.findByRole('button', { name: 'Account menu for Ana Marković' });
    expect(account.querySelector('img')).toHaveAttribute('src', avatarUrl);
  });

  it('lists no clinics to switch to for someone in one clinic', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/users/current-user': () => json(200, ownerUser) });
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ana Marković' }));
    expect(
      within(await screen.findByRole('menu')).queryByText('Switch clinic'),
    ).not.toBeInTheDocument();
  });

  it("switches clinic: POST /account/active-clinic, the calendar opens, and no screen shows the old clinic's data", async () => {
    const user = userEvent.setup({ delay: null });
    let current = inTwoClinics;
    const riversideTeam = [{ ...demoMembers[2], name: 'Sara', lastName: 'Novak' }];
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': () => json(200, current),
      'GET /api/v1/team/members': () =>
        json(200, { members: current === inRiverside ? riversideTeam : demoMembers }),
      'GET /api/v1/team/invitations': () => json(200, { invitations: [] }),
      'GET /api/v1/clinic/security': () => json(200, { security: { requireTwoFactor: false } }),
      'POST /api/v1/account/active-clinic': () => {
        current = inRiverside;
        return json(200, { msg: 'Switched clinic.' });
      },
    });
    const { router } = await renderApp('/dashboard/settings/team-management');
    await screen.findByText('Marko Petrović');

    await user.click(screen.getByRole('button', { name: 'Account menu for Ana Marković' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Switch clinic')).toBeInTheDocument();
    // jsdom's name computation drops the space a browser keeps before the hidden words.
    expect(within(menu).getByRole('menuitem', { name: /Demo Physio Clinic/ })).toHaveAccessibleName(
      /^Demo Physio Clinic\s?\(current clinic\)$/,
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Riverside Physio' }));

    expect(await screen.findByText('Switched to Riverside Physio')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/v1/account/active-clinic');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ clinicId: riverside.clinicId });
    expect(screen.getByRole('button', { name: 'Account menu for Ana Marković' })).toHaveTextContent(
      'Riverside Physio',
    );

    // The team list was fresh a moment ago; it must not come back from the old clinic's cache.
    await act(() => router.navigate('/dashboard/settings/team-management'));
    expect(await screen.findByText('Sara Novak')).toBeInTheDocument();
    expect(screen.queryByText('Marko Petrović')).not.toBeInTheDocument();
  });
});
