import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The clinic has no patient at all yet. */
export function NoPatientsYet() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconUsers size={26} />
      </ThemeIcon>
      <Title order={2} size="h4">
        No patients yet
      </Title>
      <Text c="dimmed" maw={420}>
        Add your first patient to start their record: contact details, medical history and
        appointments all live in one place.
      </Text>
      <Button
        component={Link}
        to="/dashboard/add-patient"
        leftSection={<IconUserPlus size={16} aria-hidden />}
      >
        Add patient
      </Button>
    </Stack>
  );
}

/** Patients exist, but none matches the search and filters. */
export function NoMatchingPatients({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={2} size="h4">
        No patients match
      </Title>
      <Text c="dimmed" maw={420}>
        Check the spelling, search by another detail, or clear the filters to see every patient.
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
