import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface FeedbackSentProps {
  onSendMore: () => void;
  /** In the panel: Done closes it. */
  onDone?: () => void;
}

/** Shown in place of the form once the feedback has arrived. */
export function FeedbackSent({ onSendMore, onDone }: FeedbackSentProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The send button that had focus is gone; the confirmation takes it, so it is also read out.
  useEffect(() => panel.current?.focus(), []);
  return (
    <Paper ref={panel} tabIndex={-1} role="status" withBorder radius="md" p="md">
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size="lg" radius="xl" variant="light" color="teal" aria-hidden>
            <IconCircleCheck />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={650}>Thank you for your feedback</Text>
            <Text size="sm">
              It reached the Motio product team. We read every message; when we need to know more,
              we answer by email.
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={onSendMore}>
            Send more feedback
          </Button>
          {onDone && <Button onClick={onDone}>Done</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}
