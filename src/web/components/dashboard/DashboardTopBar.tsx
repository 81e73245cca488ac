import { AppShell, Burger, Group } from '@mantine/core';
import type { Ref } from 'react';
import type { CurrentUser } from '../../lib/current-user';
import { Logo } from '../Logo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { UserMenu } from './UserMenu';
import classes from './DashboardLayout.module.css';

interface DashboardTopBarProps {
  currentUser: CurrentUser;
  navbarId: string;
  overlayOpened: boolean;
  onOpenMenu: () => void;
  burgerRef: Ref<HTMLButtonElement>;
}

/** The top bar: menu button and logo on small screens, theme toggle and user menu. */
export function DashboardTopBar({
  currentUser,
  navbarId,
  overlayOpened,
  onOpenMenu,
  burgerRef,
}: DashboardTopBarProps) {
  return (
    <AppShell.Header className={classes.header} px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            ref={burgerRef}
            hiddenFrom="md"
            size="sm"
            opened={overlayOpened}
            onClick={onOpenMenu}
            aria-label="Open menu"
            aria-expanded={overlayOpened}
            aria-controls={navbarId}
          />
          <Group hiddenFrom="md">
            <Logo to="/dashboard" />
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ColorSchemeToggle />
          <UserMenu currentUser={currentUser} />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
