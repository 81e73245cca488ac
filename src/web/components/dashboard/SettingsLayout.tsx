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
  // Until two-factor is set up the other screens are closed, so there is nowhere to go.
  const showNav = currentUser !== null && !currentUser.twoFactorSetupRequired;
  const items = settingsNavItems.filter((item) => !item.permission || can(role, item.permission));

  return (
    <Stack gap="lg">
      {showNav && <SectionNav label="Settings" items={items} />}
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
