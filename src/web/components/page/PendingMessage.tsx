import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A spinner with a sentence, announced politely while something loads or is being checked. */
export function PendingMessage({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}
