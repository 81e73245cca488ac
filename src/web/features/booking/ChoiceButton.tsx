import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './booking.module.css';

interface ChoiceButtonProps {
  title: ReactNode;
  /** A line under the title (address, duration and price, job title). */
  detail?: ReactNode;
  onClick: () => void;
}

/** One answer of a step: a full-width button with a title and a line of detail. */
export function ChoiceButton({ title, detail, onClick }: ChoiceButtonProps) {
  return (
    <UnstyledButton className={classes.choice} onClick={onClick}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
