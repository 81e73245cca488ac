import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../domain/admin.js';
import { json, mockApi, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { adminUser, operatorUser } from './admin-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AdminLayout'),
  () => import('./UserManagementPage'),
);

const PAGE = '/dashboard/admin/user-management';
const jelena = adminUser();
const self = adminUser({
  id: operatorUser.user.id,
  name: 'Olivia',
  lastName: 'Operator',
  email: 'operator@motio.example',
  platformAdmin: true,
  clinics: [],
});

function mockUsers(users: AdminUser[], handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': signedInAs(operatorUser),
    'GET /api/v1/admin/users': () => json(200, { users, total: users.length, page: 1, pages: 1 }),
    ...handlers,
  });
}

describe('user management (user-management)', () => {
  it("shows each user's clinics, roles, status and sessions", async () => {
    mockUsers([
      jelena,
      adminUser({
        id: '00000000-0000-4000-8000-0000000000b2',
        name: 'Marko',
        lastName: 'Petrović',
        email: 'marko@example.com',
        verified: false,
        earlyAccess: 'waitlisted',
        clinics: [],
        lastSeenAt: null,
        activeSessions: 0,
      }),
    ]);
    await renderApp(PAGE);
    const card = await screen.findByRole('listitem', { name: 'Jelena Ilić' });
    expect(within(card).getByText('Demo Physio Clinic · Therapist')).toBeInTheDocument();
    expect(within(card).getByText(/1 session$/)).toBeInTheDocument();
    const marko = screen.getByRole('listitem', { name: 'Marko Petrović' });
    expect(within(marko).getByText('Unverified')).toBeInTheDocument();
    expect(within(marko).getByText('Waitlisted')).toBeInTheDocument();
    expect(within(marko).getByText('No clinic')).toBeInTheDocument();
    expect(
      within(marko).getByRole('button', { name: 'Admit to Early Access: Marko Petrović' }),
    ).toBeInTheDocument();
    expect(
      within(marko).getByRole('button', { name: 'Resend verification: Marko Petrović' }),
    ).toBeInTheDocument();
    expect(within(marko).queryByRole('button', { name: /End sessions/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it('searches by name or email on the server', async () => {
    const fetchMock = mockUsers([jelena]);
    await renderApp(PAGE);
    await screen.findByRole('listitem', { name: 'Jelena Ilić' });
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('searchbox', { name: 'Search users' }), 'jelena');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('/api/v1/admin/users?search=jelena&page=1'),
      ),
    );
  });

  it('disables a user after confirming, and offers no way to disable oneself', async () => {
    let disabled = false;
    const fetchMock = mockUsers([jelena, self], {
      'GET /api/v1/admin/users': () =>
        json(200, {
          users: [adminUser({ disabled, activeSessions: disabled ? 0 : 1 }), self],
          total: 2,
          page: 1,
          pages: 1,
        }),
      'POST /api/v1/admin/users/00000000-0000-4000-8000-0000000000b1/disable': () => {
        disabled = true;
        return json(200, { user: adminUser({ disabled: true, activeSessions: 0 }) });
      },
    });
    await renderApp(PAGE);
    const own = await screen.findByRole('listitem', { name: 'Olivia Operator' });
    expect(within(own).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Disable: Jelena Ilić' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(within(dialog).getByText(/signed out everywhere/)).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText("Jelena Ilić's account is disabled")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/admin/users/00000000-0000-4000-8000-0000000000b1/disable'),
      expect.objectContaining({ method: 'POST' }),
    );
    const card = await screen.findByRole('listitem', { name: 'Jelena Ilić' });
    await waitFor(() => expect(within(card).getByText('Disabled')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Enable: Jelena Ilić' })).toBeInTheDocument();
  });

  it("shows the server's refusal inside the confirmation", async () => {
    mockUsers([jelena], {
      'POST /api/v1/admin/users/00000000-0000-4000-8000-0000000000b1/end-sessions': () =>
        json(404, { msg: 'The user was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(PAGE);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'End sessions: Jelena Ilić' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this user out everywhere?' });
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await within(dialog).findByText('The user was not found.')).toBeInTheDocument();
  });

  it('says when there is nobody to list', async () => {
    mockUsers([]);
    await renderApp(PAGE);
    expect(await screen.findByText('There are no users yet.')).toBeInTheDocument();
  });

  it('says when the list cannot load', async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/users': () =>
        json(403, { msg: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load the users.")).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
  });
});
