import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PatientListItem } from '../../../../domain/patients.js';
import { patientName } from '../patient-api';
import { formatDay } from './patient-display';
import { NeedsReviewBadge } from './NeedsReviewBadge';
import { PatientStatusBadge } from './PatientStatusBadge';

export interface PatientRowsProps {
  patients: PatientListItem[];
  /** The primary therapist's name by user id ('' when unknown). */
  therapistName: (userId: string | null) => string;
}

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/** The patients on tablets and desktops. */
export function PatientsTable({ patients, therapistName }: PatientRowsProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Date of birth</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Primary therapist</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => (
            <Table.Tr key={patient.id}>
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/patients/${patient.id}`} fw={500}>
                  {patientName(patient)}
                </Anchor>
              </Table.Td>
              <Table.Td>{patient.dateOfBirth ? formatDay(patient.dateOfBirth) : dash}</Table.Td>
              <Table.Td>{patient.phone || dash}</Table.Td>
              <Table.Td maw={260} style={{ overflowWrap: 'anywhere' }}>
                {patient.email || dash}
              </Table.Td>
              <Table.Td>{therapistName(patient.primaryTherapistId) || dash}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <PatientStatusBadge status={patient.status} />
                  {patient.needsReview && <NeedsReviewBadge />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
