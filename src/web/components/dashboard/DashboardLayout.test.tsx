// @vitest-environment jsdom
// jsdom applies no style sheets, so the phone and desktop variants (Mantine's hiddenFrom and
// visibleFrom) are both in the document, as these tests expect.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '../../lib/color-scheme';
import { queryClient } from '../../lib/query-client';
import {
  demoAdminMember,
  demoAssistantMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInAs,
  signedInMember,
} from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const sidebar = () => screen.findByRole('navigation', { name: 'Dashboard' });

describe('dashboard layout and loader', () => {
  it('the dashboard loader sends signed-out visitors to /login?next=<path>', async () => {
    mockApi();
    const { router } = await renderApp(
      '/dashboard/patients/00000000-0000-4000-8000-0000000000aa?tab=notes',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/dashboard/patients/00000000-0000-4000-8000-0000000000aa?tab=notes',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('signed-in users get the sidebar, the top bar and the screen', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard/stats');
    const nav = await sidebar();
    for (const name of [
      'Calendar',
      'Today',
      'Waitlist',
      'Patients',
      'Messages',
      'Jobs',
      'Stats',
      'Settings',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/dashboard/contact-support',
    );
    // Feedback opens a panel over the page instead of leaving it.
    expect(within(nav).getByRole('button', { name: 'Feedback' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
  });

  it('the sidebar marks the current section with aria-current=page, sub-pages included', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    const { router } = await renderApp('/dashboard');
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Patients' })).not.toHaveAttribute('aria-current');

    await act(() => router.navigate('/dashboard/patients/00000000-0000-4000-8000-0000000000aa'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Patients' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current');
  });

  it('the Stats link shows only to owners and administrators (stats.read)', async () => {
    for (const [member, shown] of [
      [demoAdminMember, true],
      [demoTherapistMember, false],
      [demoAssistantMember, false],
    ] as const) {
      mockApi({ 'GET /api/v1/users/current-user': signedInAs(signedInMember(member)) });
      const view = await renderApp('/dashboard');
      const nav = await sidebar();
      expect(within(nav).getByRole('link', { name: 'Patients' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Stats' }) !== null).toBe(shown);
      view.unmount();
      queryClient.clear();
    }
  });

  it('the Admin link shows only for platform admins', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    const first = await renderApp('/dashboard');
    expect(within(await sidebar()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    first.unmount();
    queryClient.clear();

    const admin = { ...ownerUser, user: { ...ownerUser.user, platformAdmin: true } };
    mockApi({ 'GET /api/v1/users/current-user': signedInAs(admin) });
    await renderApp('/dashboard');
    expect(within(await sidebar()).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/dashboard/admin',
    );
  });

  it('an operator in no clinic sees Settings and Admin, not the clinic screens', async () => {
    const operator = {
      ...ownerUser,
      user: { ...ownerUser.user, platformAdmin: true },
      membership: null,
      clinics: [],
    };
    mockApi({ 'GET /api/v1/users/current-user': signedInAs(operator) });
    await renderApp('/dashboard/admin');
    const nav = await sidebar();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Motio', 'Settings', 'Admin', 'Contact support']);
  });

  it('the admin area answers 404 to anyone but a platform admin', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard/admin/user-management');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });

  it('the theme toggle applies data-mantine-color-scheme at once and persists it under motio-color-scheme', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle color scheme' });
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');

    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  });

  it('the user menu shows the avatar initials, name and clinic, with Profile, Account settings and Log out', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard');
    const account = await screen.findByRole('button', { name: 'Account menu for Ana Marković' });
    expect(account).toHaveTextContent('AM');
    expect(account).toHaveTextContent('Ana Marković');
    expect(account).toHaveTextContent('Demo Physio Clinic');

    await user.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('owner@demo-physio.example')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('Log out ends the session, forgets the cached user and goes to /login', async () => {
    const user = userEvent.setup({ delay: null });
    let signedIn = true;
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': () =>
        signedIn
          ? json(200, ownerUser)
          : json(401, { msg: 'Please sign in.', code: 'UNAUTHENTICATED' }),
      'POST /api/v1/auth/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    const { router } = await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ana Marković' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    // The public navigation now treats the visitor as signed out.
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    // Going back into the dashboard asks to sign in again.
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('on small screens the menu button opens the sidebar overlay; its close button and route changes close it', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    const { router } = await renderApp('/dashboard');
    const nav = await sidebar();
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-opened');

    await user.click(openButton);
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-opened');
    const closeButton = within(nav).getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveFocus();

    await user.click(closeButton);
    expect(nav).not.toHaveAttribute('data-opened');
    expect(openButton).toHaveFocus();

    await user.click(openButton);
    await user.click(within(nav).getByRole('link', { name: 'Patients' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-patients'));
    await waitFor(() => expect(nav).not.toHaveAttribute('data-opened'));
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('the sidebar is 250 px wide, and below 992 px it slides away unless the overlay is open', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard');
    await sidebar();
    // Mantine writes the AppShell sizes and breakpoints into a <style> element (em: 992 px = 62em).
    const shellStyles = () =>
      [...document.querySelectorAll('style')]
        .map((style) => style.textContent ?? '')
        .find((text) => text.includes('--app-shell-navbar-width'))!
        .replace(/\s+/g, '');
    expect(shellStyles()).toContain(
      '--app-shell-navbar-width:calc(15.625rem*var(--mantine-scale))',
    );
    expect(shellStyles()).toMatch(
      /@media\(max-width:61\.99375em\)\{:root\{[^}]*--app-shell-navbar-transform:translateX/,
    );

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(shellStyles()).not.toContain('--app-shell-navbar-transform');
    expect(shellStyles()).toMatch(
      /@media\(max-width:62em\)\{:root\{[^}]*--app-shell-navbar-width:100%/,
    );
  });
});
