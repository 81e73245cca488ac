import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An empty tab or list: what is missing and, where the reader may add it, how. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed">{message}</Text>
      {action}
    </Stack>
  );
}
