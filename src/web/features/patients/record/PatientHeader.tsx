import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import type { PatientRecord } from '../../../../domain/patients.js';
import { PageHeader } from '../../../components/page/PageHeader';
import { ExportActions } from '../export/ExportActions';
import { patientName } from '../patient-api';
import { ageOn, formatDay, patientStatusColors, patientStatusLabels } from './record-display';
import { ReviewAlert } from './ReviewAlert';
import { teamMembersQuery } from '../../../lib/queries/team-members';

interface PatientHeaderProps {
  patient: PatientRecord;
  clinical: boolean;
}

/** Who the patient is at a glance: name, age, status, therapist, contact and warnings. */
export function PatientHeader({ patient, clinical }: PatientHeaderProps) {
  const therapist = useQuery({
    ...teamMembersQuery,
    select: (members) => members.find((member) => member.userId === patient.primaryTherapistId),
    enabled: patient.primaryTherapistId !== null,
  });
  const today = DateTime.now().toISODate()!;
  const born = patient.dateOfBirth
    ? `${ageOn(patient.dateOfBirth, today)} years · born ${formatDay(patient.dateOfBirth)}`
    : 'Date of birth not recorded';

  return (
    <Stack gap="md">
      <PageHeader
        title={patientName(patient)}
        description={
          <Group gap="sm" component="span" wrap="wrap">
            <Text span inherit>
              {born}
            </Text>
            <Badge component="span" color={patientStatusColors[patient.status]} variant="light">
              {patientStatusLabels[patient.status]}
            </Badge>
            {patient.bookedOnline && (
              <Badge component="span" color="grape" variant="light">
                Booked online
              </Badge>
            )}
          </Group>
        }
        actions={
          <Group gap="sm" wrap="wrap">
            <Button
              component={Link}
              to={`/dashboard/patients/${patient.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
            <Button
              component={Link}
              to={`/dashboard/add-appointment?patientId=${patient.id}`}
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
            >
              Book appointment
            </Button>
            <ExportActions patientId={patient.id} />
          </Group>
        }
      />
      <Group gap="lg" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
        <Text size="sm">
          <Text span c="dimmed" inherit>
            Primary therapist:{' '}
          </Text>
          {patient.primaryTherapistId === null
            ? 'None'
            : therapist.data
              ? `${therapist.data.name} ${therapist.data.lastName}`
              : therapist.isPending
                ? '…'
                : therapist.isError
                  ? "Couldn't load the team"
                  : 'A former team member'}
        </Text>
        {patient.phone && (
          <Anchor size="sm" href={`tel:${patient.phone}`}>
            {patient.phone}
          </Anchor>
        )}
        {patient.email && (
          <Anchor size="sm" href={`mailto:${patient.email}`} style={{ wordBreak: 'break-all' }}>
            {patient.email}
          </Anchor>
        )}
        {!patient.phone && !patient.email && (
          <Text size="sm" c="dimmed">
            No phone or email recorded
          </Text>
        )}
      </Group>
      {patient.needsReview && <ReviewAlert patientId={patient.id} />}
      {clinical && (patient.redFlags || patient.allergies) && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Clinical warnings"
        >
          <Stack gap="xs">
            {patient.redFlags && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <Text span fw={700} inherit>
                  Red flags:{' '}
                </Text>
                {patient.redFlags}
              </Text>
            )}
            {patient.allergies && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <Text span fw={700} inherit>
                  Allergies:{' '}
                </Text>
                {patient.allergies}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
