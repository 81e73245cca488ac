import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { patientName } from '../patient-api';
import { formatDay } from './patient-display';
import type { PatientRowsProps } from './PatientsTable';
import { NeedsReviewBadge } from './NeedsReviewBadge';
import { PatientStatusBadge } from './PatientStatusBadge';
import classes from './plain-list.module.css';

/** The patients on phones: one card each, the same facts as the table's row. */
export function PatientCards({ patients, therapistName }: PatientRowsProps) {
  return (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Patients">
      {patients.map((patient) => {
        const therapist = therapistName(patient.primaryTherapistId);
        const contact = [patient.phone, patient.email].filter(Boolean);
        return (
          <Card component="li" key={patient.id} withBorder padding="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Anchor component={Link} to={`/dashboard/patients/${patient.id}`} fw={500}>
                  {patientName(patient)}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  {patient.needsReview && <NeedsReviewBadge />}
                  <PatientStatusBadge status={patient.status} />
                </Group>
              </Group>
              {patient.dateOfBirth && <Text size="sm">Born {formatDay(patient.dateOfBirth)}</Text>}
              {contact.map((line) => (
                <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Text>
              ))}
              {therapist && (
                <Text size="sm" c="dimmed">
                  Therapist: {therapist}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
