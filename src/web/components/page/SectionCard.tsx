import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Shown beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled section of a settings screen, announced as a region by its title. */
export function SectionCard({ title, description, aside, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {aside}
          </Group>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
