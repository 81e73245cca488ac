import { Progress, Stack, Text } from '@mantine/core';
import { sessionsLabel } from '../../../../domain/treatment-plans.js';

interface SessionsDoneProps {
  done: number;
  planned: number | null;
}

/** Sessions done (completed appointments linked to the plan) against the planned number. */
export function SessionsDone({ done, planned }: SessionsDoneProps) {
  const label = sessionsLabel({ sessionsDone: done, plannedSessions: planned });
  if (planned === null) return <Text fw={600}>{label}</Text>;
  return (
    <Stack gap={6}>
      <Text fw={600}>{label}</Text>
      <Progress
        value={Math.min(100, (done / planned) * 100)}
        size="lg"
        radius="xl"
        aria-label={label}
      />
    </Stack>
  );
}
