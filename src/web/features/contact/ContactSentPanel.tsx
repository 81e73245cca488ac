import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** Spec §4 'sent': shown in place of the form for 5 seconds. */
export function ContactSentPanel() {
  const panel = useRef<HTMLDivElement>(null);
  // The send button that had focus is gone; the confirmation takes it, so it is also read out.
  useEffect(() => panel.current?.focus(), []);
  return (
    <Paper ref={panel} tabIndex={-1} role="status" withBorder radius="md" p="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
          <IconCircleCheck />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={650} size="lg">
            Thank you, your message is on its way
          </Text>
          <Text>
            We reply within 24 hours, to the email address you entered. A short confirmation is on
            its way to your inbox too.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
