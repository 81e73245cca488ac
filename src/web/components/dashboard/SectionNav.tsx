import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isOnPath } from './path-match';

export interface SectionNavItem {
  label: string;
  to: string;
  /** Current only on its own path, not on its sub-pages. */
  exact?: boolean;
}

/** The row of links between the screens of one section (settings, admin). */
export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap="xs">
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
  );
}
