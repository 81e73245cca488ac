import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/current-user';
import { overview } from '../../features/admin/admin-fixtures';
import {
  demoSession,
  json,
  mockApi,
  notSignedIn,
  ownerUser,
  signedInAs,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('./DashboardLayout'),
  () => import('./SettingsLayout'),
  () => import('../../features/admin/AdminLayout'),
  () => import('../../features/admin/AdminOverviewPage'),
  () => import('../../features/account/AccountSettingsPage'),
  () => import('../../features/account/ProfilePage'),
  () => import('../../features/feedback/TestFeedbackPage'),
  () => import('../../features/contact/ContactSupportPage'),
);

const operator: CurrentUser = {
  ...ownerUser,
  user: { ...ownerUser.user, email: 'operator@motio.example', platformAdmin: true },
  membership: null,
  clinics: [],
};
/** A therapist whose membership was ended: signed in, in no clinic, no operator. */
const formerMember: CurrentUser = { ...ownerUser, membership: null, clinics: [] };

/** Everything the account's own screens read; the clinic's routes are left unanswered. */
const ownScreensApi = {
  'GET /api/v1/admin/overview': () => json(200, { overview }),
  'GET /api/v1/account/sessions': () => json(200, { sessions: [demoSession()] }),
  'GET /api/v1/support-requests': () => json(200, { requests: [], total: 0, page: 1, pages: 0 }),
};

const clinicScreens = [
  '/dashboard',
  '/dashboard/all-patients',
  '/dashboard/patients/00000000-0000-4000-8000-0000000000aa',
  '/dashboard/add-patient',
  '/dashboard/stats',
  '/dashboard/appointments-today',
  '/dashboard/add-appointment',
  '/dashboard/appointment/00000000-0000-4000-8000-0000000000bb',
  '/dashboard/all-jobs',
  '/dashboard/add-job',
  '/dashboard/settings/team-management',
  '/dashboard/settings/clinic-settings',
  '/dashboard/settings/locations',
  '/dashboard/settings/services-settings',
  '/dashboard/settings/online-booking',
  '/dashboard/settings/plan-and-billing',
];

const loadError = () => screen.queryByText(/couldn.t load|could not be loaded/i);

describe('an account in no clinic lands on a screen that works', () => {
  it('a platform operator in no clinic who signs in lands on the admin area', async () => {
    const user = userEvent.setup({ delay: null });
    let signedIn = false;
    mockApi({
      ...ownScreensApi,
      'GET /api/v1/users/current-user': () => (signedIn ? json(200, operator) : notSignedIn()),
      'POST /api/v1/auth/login': () => {
        signedIn = true;
        return json(200, { msg: 'Login successful', twoFactorRequired: false });
      },
    });
    const { router } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'operator@motio.example');
    await user.type(screen.getByLabelText(/^Password/), 'Motio-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin overview' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/admin');
  });

  it('an operator asking for any clinic screen is taken to the admin area, with no load error', async () => {
    mockApi({ ...ownScreensApi, 'GET /api/v1/users/current-user': signedInAs(operator) });
    const { router } = await renderApp('/dashboard/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin overview' });
    for (const path of clinicScreens) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Admin overview' }),
      ).toBeInTheDocument();
      expect(loadError()).not.toBeInTheDocument();
    }
  });

  it("an operator's own screens stay open: account settings, profile, feedback and support", async () => {
    mockApi({ ...ownScreensApi, 'GET /api/v1/users/current-user': signedInAs(operator) });
    const { router } = await renderApp('/dashboard/settings');
    const screens = [
      ['/dashboard/settings', 'Account settings'],
      ['/dashboard/profile', 'Profile'],
      ['/dashboard/test-feedback', 'Feedback'],
      ['/dashboard/contact-support', 'Contact support'],
    ];
    for (const [path, heading] of screens) {
      await act(() => router.navigate(path!));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(loadError()).not.toBeInTheDocument();
    }
  });

  it('account settings offer no clinic screens, and the profile says the account is in no clinic', async () => {
    mockApi({ ...ownScreensApi, 'GET /api/v1/users/current-user': signedInAs(operator) });
    const { router } = await renderApp('/dashboard/settings');
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();

    await act(() => router.navigate('/dashboard/profile'));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Not a member of a clinic')).toBeInTheDocument();
    expect(within(details).queryByText('Role')).not.toBeInTheDocument();
    expect(within(details).queryByText(/sets your role and title/)).not.toBeInTheDocument();
  });

  it('a former member is told on /dashboard that they are not in a clinic, from any clinic screen, and where to get help', async () => {
    mockApi({ ...ownScreensApi, 'GET /api/v1/users/current-user': signedInAs(formerMember) });
    const { router } = await renderApp('/dashboard/all-patients');
    for (const path of clinicScreens) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'You are not a member of a clinic' }),
      ).toBeInTheDocument();
      expect(loadError()).not.toBeInTheDocument();
    }
    expect(screen.getByText(/ask its owner or an administrator to invite you again/)).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/dashboard/contact-support',
    );
    expect(within(main).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );

    // The admin area is for operators only.
    await act(() => router.navigate('/dashboard/admin'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });

  it('a former member who still belongs to another clinic can open it from there', async () => {
    const user = userEvent.setup({ delay: null });
    const otherClinic = {
      clinicId: '00000000-0000-4000-8000-0000000000c1',
      clinicName: 'Riverside Physio',
      role: 'therapist' as const,
    };
    const switched: unknown[] = [];
    mockApi({
      'GET /api/v1/users/current-user': signedInAs({ ...formerMember, clinics: [otherClinic] }),
      'POST /api/v1/account/active-clinic': ({ body }) => {
        switched.push(body);
        return json(200, { msg: 'Switched.' });
      },
    });
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open Riverside Physio' }));
    await waitFor(() => expect(switched).toEqual([{ clinicId: otherClinic.clinicId }]));
  });
});
