import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The clinic has no job at all yet. */
export function NoJobsYet() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconChecklist size={26} />
      </ThemeIcon>
      <Title order={2} size="h4">
        No jobs yet
      </Title>
      <Text c="dimmed" maw={420}>
        Add the clinic&apos;s tasks (calls to return, equipment to service, paperwork) and give each
        one an owner and a due date.
      </Text>
      <Button
        component={Link}
        to="/dashboard/add-job"
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        Add job
      </Button>
    </Stack>
  );
}

/** Jobs exist, but none matches the search and filters. */
export function NoMatchingJobs({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={2} size="h4">
        No jobs match
      </Title>
      <Text c="dimmed" maw={420}>
        Try other words or clear the filters to see every open job.
      </Text>
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onClear}
      >
        Clear filters
      </Button>
    </Stack>
  );
}
