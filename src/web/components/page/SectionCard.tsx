import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Shown beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
  /** 'plain': no border or padding, for content that brings its own cards (lists on phones). */
  variant?: 'card' | 'plain';
}

/** One titled section of a settings screen, announced as a region by its title. */
export function SectionCard({
  title,
  description,
  aside,
  children,
  variant = 'card',
}: SectionCardProps) {
  const titleId = useId();
  const plain = variant === 'plain';
  return (
    <Card
      component="section"
      withBorder={!plain}
      padding={plain ? 0 : 'lg'}
      bg={plain ? 'transparent' : undefined}
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="sm" align="flex-start">
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
