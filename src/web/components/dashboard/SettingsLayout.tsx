import { Button, Group, Stack } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { isOnPath } from './path-match';
import { settingsNavItems } from './settings-nav-items';
import { useSignedInUser } from './use-signed-in-user';

/** Settings screens share a row of links between them (account, clinic, team, …). */
export function SettingsLayout() {
  const currentUser = useSignedInUser();
  const { pathname } = useLocation();
  const role = currentUser?.membership?.role;
  // Until two-factor is set up the other screens are closed, so there is nowhere to go.
  const showNav = currentUser !== null && !currentUser.twoFactorSetupRequired;
  const items = settingsNavItems.filter((item) => !item.permission || can(role, item.permission));

  return (
    <Stack gap="lg">
      {showNav && (
        <Group component="nav" aria-label="Settings" gap="xs">
          {items.map((item) => {
            const active = isOnPath(pathname, { path: item.to, exact: item.exact });
            return (
              <Button
                key={item.to}
                component={Link}
                to={item.to}
                size="compact-sm"
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Button>
            );
          })}
        </Group>
      )}
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
