import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A Tabler icon at 26 px, shown in a round badge above the title. */
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  /** The way forward: add the first record, or clear the filters. */
  action: ReactNode;
}

/** A list with nothing to show: why, and what to do about it. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      {icon && (
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
