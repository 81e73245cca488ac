import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  demoMembers,
  demoSession,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('./DashboardLayout'),
  () => import('./SettingsLayout'),
  () => import('../../features/account/AccountSettingsPage'),
  () => import('../../features/clinic/TeamManagementPage'),
);

async function settingsNav() {
  const nav = await screen.findByRole('navigation', { name: 'Settings' });
  const links = within(nav).getAllByRole('link');
  return {
    labels: links.map((link) => link.textContent),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page'),
  };
}

describe('settings navigation', () => {
  it('an owner gets every settings screen, with the account screen current on the index', async () => {
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, ownerUser),
      'GET /api/v1/account/sessions': () => json(200, { sessions: [demoSession()] }),
    });
    await renderApp('/dashboard/settings');
    const { labels, current } = await settingsNav();
    expect(labels).toEqual([
      'Account',
      'Clinic',
      'Locations',
      'Team',
      'Services',
      'Online booking',
      'Messages',
      'Intake forms',
      'Plan & billing',
      'Audit log',
    ]);
    expect(current.map((link) => link.textContent)).toEqual(['Account']);
  });

  it('a therapist sees only the screens open to them; on a sub-page that screen is current, not Account', async () => {
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, signedInMember(demoTherapistMember)),
      'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    });
    await renderApp('/dashboard/settings/team-management/');
    const { labels, current } = await settingsNav();
    expect(labels).toEqual(['Account', 'Team']);
    expect(current.map((link) => link.textContent)).toEqual(['Team']);
  });
});
