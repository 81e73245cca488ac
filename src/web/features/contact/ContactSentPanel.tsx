import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import classes from './ContactPage.module.css';

/** The 'sent' state: shown in place of the form for 5 seconds. */
export function ContactSentPanel() {
  const panel = useRef<HTMLDivElement>(null);
  // The send button that had focus is gone; the confirmation takes it, so it is also read out.
  useEffect(() => panel.current?.focus(), []);
  return (
    <Paper
      ref={panel}
      tabIndex={-1}
      role="status"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.focusTarget}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size="xl" radius="xl" variant="light" visibleFrom="xs" aria-hidden>
          <IconCircleCheck />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={650} size="lg">
            Thank you, we received your message
          </Text>
          <Text>
            We reply within 24 hours, to the email address you entered. We have also sent you a
            short confirmation.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
