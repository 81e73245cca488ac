import { Badge, NavLink } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SidebarLinkProps {
  to: string;
  label: ReactNode;
  icon: Icon;
  active: boolean;
  /** Shown as a badge when above zero, e.g. the notes still to finish. */
  count?: number;
}

/** A sidebar entry: Mantine's NavLink look on a router Link, with `aria-current` when active. */
export function SidebarLink({ to, label, icon: ItemIcon, active, count }: SidebarLinkProps) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<ItemIcon size={20} stroke={1.7} aria-hidden />}
      rightSection={
        count ? (
          <Badge size="sm" variant="light" color="orange" circle={count < 10}>
            {/* Read as part of the link's name: "Notes to finish 3". */}
            {count > 99 ? '99+' : count}
          </Badge>
        ) : undefined
      }
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      fw={500}
    />
  );
}
