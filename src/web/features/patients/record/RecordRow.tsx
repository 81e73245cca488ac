import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RecordRowProps {
  /** The row's link text: what the row is (a date, a diagnosis). */
  title: ReactNode;
  to: string;
  /** Lines under the title: who, what, when. */
  details?: ReactNode[];
  /** On the right, wrapping under on phones: a status badge. */
  aside?: ReactNode;
}

/** One record in a tab's list, opened by its title link. */
export function RecordRow({ title, to, details = [], aside }: RecordRowProps) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Anchor component={Link} to={to} fw={600}>
            {title}
          </Anchor>
          {details
            .filter((detail) => detail !== null && detail !== undefined && detail !== '')
            .map((detail, index) => (
              <Text key={index} size="sm" c="dimmed">
                {detail}
              </Text>
            ))}
        </Stack>
        {aside}
      </Group>
    </Paper>
  );
}

/** The list around RecordRows: a plain list for screen readers. */
export function RecordList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none' }} p={0} m={0}>
      {children}
    </Stack>
  );
}
