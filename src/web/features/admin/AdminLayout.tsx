import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { SectionNav } from '../../components/dashboard/SectionNav';
import { adminNavItems } from './admin-nav-items';

/** The admin screens share a row of links between them, like the settings screens. */
export function AdminLayout() {
  return (
    <Stack gap="lg">
      <SectionNav label="Admin" items={adminNavItems} />
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
