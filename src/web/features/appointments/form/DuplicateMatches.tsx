import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DuplicatePatient } from '../../../../domain/patients.js';
import { patientName } from '../../../components/forms/PatientSearchField';

// A calendar date, not an instant: formatted in UTC so no zone moves it a day.
const birthFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const detailsOf = (duplicate: DuplicatePatient) =>
  [
    duplicate.dateOfBirth &&
      `Born ${birthFormat.format(new Date(`${duplicate.dateOfBirth}T00:00:00Z`))}`,
    duplicate.email,
  ]
    .filter(Boolean)
    .join(' · ');

interface DuplicateMatchesProps {
  duplicates: DuplicatePatient[];
  onUse: (duplicate: DuplicatePatient) => void;
  onSaveAnyway: () => void;
  saving: boolean;
}

/** The quick create's look-alikes (409 DUPLICATE_PATIENT): book one of them, or save anyway. */
export function DuplicateMatches({
  duplicates,
  onUse,
  onSaveAnyway,
  saving,
}: DuplicateMatchesProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="This patient may already exist"
    >
      <Stack gap="sm">
        <Text size="sm">
          Book one of these patients, or save anyway if this is a different person.
        </Text>
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Similar patients"
        >
          {duplicates.map((duplicate) => (
            <Group component="li" key={duplicate.id} justify="space-between" gap="xs">
              {/* Narrow screens put the button under the details rather than squeeze it. */}
              <Stack gap={0} style={{ flex: '1 1 10rem', minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {patientName(duplicate)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {detailsOf(duplicate)}
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Use this patient: ${patientName(duplicate)}`}
                onClick={() => onUse(duplicate)}
              >
                Use this patient
              </Button>
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button size="compact-sm" variant="default" loading={saving} onClick={onSaveAnyway}>
            Save anyway
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
