import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value; an empty one reads 'Not recorded'. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        c={empty ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {empty ? 'Not recorded' : children}
      </Text>
    </Stack>
  );
}

/** Facts in one or two columns. */
export function Facts({ children, cols = 2 }: { children: ReactNode; cols?: 1 | 2 }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="md" m={0}>
      {children}
    </SimpleGrid>
  );
}
