import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of cards (each child an `li`), read out as a list by its label, without bullets. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
