import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingHospital,
  IconCalendarTime,
  IconCheck,
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { can } from '../../../domain/permissions.js';
import type { CurrentUser } from '../../lib/current-user';
import { useLogout } from '../../lib/logout';
import { initials } from './initials';
import { useSwitchClinic } from './use-switch-clinic';
import classes from './UserMenu.module.css';

export function UserMenu({ currentUser }: { currentUser: CurrentUser }) {
  const logout = useLogout();
  const switchClinic = useSwitchClinic();
  const { user, membership, clinics } = currentUser;
  const fullName = `${user.name} ${user.lastName}`.trim() || user.email;

  return (
    <Menu position="bottom-end" width={280} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={`Account menu for ${fullName}`}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.avatarUrl} alt="" color="motio" radius="xl" size={36}>
              {initials(user.name, user.lastName, user.email)}
            </Avatar>
            <div className={classes.identity}>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {fullName}
              </Text>
              {membership && (
                <Text size="xs" c="dimmed" lh={1.2} truncate>
                  {membership.clinicName}
                </Text>
              )}
            </div>
            <IconChevronDown size={16} stroke={1.7} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          component={Link}
          to="/dashboard/profile"
          leftSection={<IconUser size={16} aria-hidden />}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/dashboard/settings"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Account settings
        </Menu.Item>
        {can(membership?.role, 'schedules.read') && (
          <Menu.Item
            component={Link}
            to={`/dashboard/settings/team-management/${user.id}/schedule`}
            leftSection={<IconCalendarTime size={16} aria-hidden />}
          >
            My schedule
          </Menu.Item>
        )}
        {clinics.length > 1 && (
          <>
            <Menu.Divider />
            <Menu.Label>Switch clinic</Menu.Label>
            {clinics.map((clinic) => {
              const current = clinic.clinicId === membership?.clinicId;
              return (
                <Menu.Item
                  key={clinic.clinicId}
                  leftSection={<IconBuildingHospital size={16} aria-hidden />}
                  rightSection={current ? <IconCheck size={16} aria-hidden /> : undefined}
                  aria-current={current ? 'true' : undefined}
                  disabled={switchClinic.isPending}
                  onClick={() => {
                    if (!current) switchClinic.mutate(clinic);
                  }}
                >
                  {clinic.clinicName}
                  {current && (
                    <VisuallyHidden component="span">{' (current clinic)'}</VisuallyHidden>
                  )}
                </Menu.Item>
              );
            })}
          </>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
