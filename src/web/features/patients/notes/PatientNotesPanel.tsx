import { Text } from '@mantine/core';

/** Placeholder until the visit notes / attachments work lands (issue "Clinical record"). */
export function PatientNotesPanel({ patientId }: { patientId: string }) {
  return (
    <Text c="dimmed" data-patient-id={patientId}>
      Coming soon.
    </Text>
  );
}
