import { NavLink } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SidebarLinkProps {
  to: string;
  label: ReactNode;
  icon: Icon;
  active: boolean;
}

/** A sidebar entry: Mantine's NavLink look on a router Link, with `aria-current` when active. */
export function SidebarLink({ to, label, icon: ItemIcon, active }: SidebarLinkProps) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<ItemIcon size={20} stroke={1.7} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      fw={500}
    />
  );
}
