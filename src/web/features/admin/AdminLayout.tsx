import { Button, Group, Stack } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { isOnPath } from '../../components/dashboard/path-match';
import { adminNavItems } from './admin-nav-items';

/** The admin screens share a row of links between them, like the settings screens. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      <Group component="nav" aria-label="Admin" gap="xs">
        {adminNavItems.map((item) => {
          const active = isOnPath(pathname, { path: item.to, exact: 'exact' in item });
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
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
