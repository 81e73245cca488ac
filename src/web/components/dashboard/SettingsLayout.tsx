import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { SectionNav } from './SectionNav';
import { settingsNavItems } from './settings-nav-items';
import { useSignedInUser } from './use-signed-in-user';

/** Settings screens share a row of links between them (account, clinic, team, …). */
export function SettingsLayout() {
  const currentUser = useSignedInUser();
  const role = currentUser?.membership?.role;
  const items = settingsNavItems.filter((item) => !item.permission || can(role, item.permission));
  // Until two-factor is set up the other screens are closed, and an account in no clinic has only
  // its own: either way there is nowhere to go.
  const showNav = currentUser !== null && !currentUser.twoFactorSetupRequired && items.length > 1;

  return (
    <Stack gap="lg">
      {showNav && <SectionNav label="Settings" items={items} />}
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
