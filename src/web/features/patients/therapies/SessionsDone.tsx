import { Progress, Stack, Text } from '@mantine/core';

interface SessionsDoneProps {
  done: number;
  planned: number | null;
}

/** Sessions done (completed appointments linked to the plan) against the planned number. */
export function SessionsDone({ done, planned }: SessionsDoneProps) {
  if (planned == null) return <Text fw={600}>Sessions: {done} done</Text>;
  const label = `Sessions: ${done} of ${planned} done`;
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
