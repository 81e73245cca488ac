import { AppShell, CloseButton, Group, NavLink, Stack } from '@mantine/core';
import { IconHelpCircle, IconMessageCircle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../Logo';
import type { ClinicRole } from '../../../domain/roles.js';
import { adminItem, isSidebarItemActive, sidebarItemsFor } from './nav-items';
import { useNotesToFinishCount } from './notes-to-finish-count';
import { SidebarLink } from './SidebarLink';
import classes from './DashboardLayout.module.css';

interface DashboardNavbarProps {
  id: string;
  /** Shown as a full-screen overlay (small screens only). */
  overlayOpened: boolean;
  onClose: () => void;
  closeButtonRef: Ref<HTMLButtonElement>;
  showAdmin: boolean;
  /** The member's role in the active clinic: some links are for some roles only. */
  role: ClinicRole | undefined;
  inert: boolean;
  /** Opens the feedback panel over the current page. */
  onOpenFeedback: () => void;
}

/** The sidebar: section links with an active state, then feedback and support. */
export function DashboardNavbar({
  id,
  overlayOpened,
  onClose,
  closeButtonRef,
  showAdmin,
  role,
  inert,
  onOpenFeedback,
}: DashboardNavbarProps) {
  const { pathname } = useLocation();
  const items = showAdmin ? [...sidebarItemsFor(role), adminItem] : sidebarItemsFor(role);
  const isActive = (path: string) => pathname === path;
  const counts = { notesToFinish: useNotesToFinishCount(role) };

  return (
    <AppShell.Navbar
      id={id}
      p="md"
      data-opened={overlayOpened || undefined}
      inert={inert}
      aria-label="Dashboard"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && overlayOpened) onClose();
      }}
    >
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Logo to="/dashboard" />
        <CloseButton
          ref={closeButtonRef}
          hiddenFrom="md"
          size="lg"
          aria-label="Close menu"
          onClick={onClose}
        />
      </Group>
      <AppShell.Section grow component={Stack} gap={4}>
        {items.map((item) => (
          <SidebarLink
            key={item.to}
            to={item.to}
            label={item.label}
            icon={item.icon}
            active={isSidebarItemActive(item, pathname)}
            count={item.counter && counts[item.counter]}
          />
        ))}
      </AppShell.Section>
      <AppShell.Section component={Stack} gap={4} pt="md" className={classes.navbarFooter}>
        {/* A button, not a link: it opens the panel and the page underneath stays. */}
        <NavLink
          component="button"
          type="button"
          label="Feedback"
          leftSection={<IconMessageCircle size={20} stroke={1.7} aria-hidden />}
          aria-haspopup="dialog"
          onClick={onOpenFeedback}
          variant="light"
          fw={500}
        />
        <SidebarLink
          to="/dashboard/contact-support"
          label="Contact support"
          icon={IconHelpCircle}
          active={isActive('/dashboard/contact-support')}
        />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
