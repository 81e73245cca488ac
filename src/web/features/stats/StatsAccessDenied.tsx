import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What therapists and assistants see here: stats (revenue included) are the owners' business. */
export function StatsAccessDenied() {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock aria-hidden />}
      title="Statistics are for owners and administrators"
      maw={760}
    >
      The clinic's figures, revenue included, are shown to owners and administrators only. Ask one
      of them if you need a number or a report.
    </Alert>
  );
}
