import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { patientName, patientQuery } from './patient-api';

interface PatientBackLinkProps {
  patientId: string;
  /** The record's tab to open; its overview when left out. */
  tab?: string;
}

/** The way back to the patient's record, named after the patient once known. */
export function PatientBackLink({ patientId, tab }: PatientBackLinkProps) {
  const patient = useQuery(patientQuery(patientId));
  const to = `/dashboard/patients/${patientId}${tab ? `?tab=${tab}` : ''}`;
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap="xs" component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {patient.data ? `Back to ${patientName(patient.data)}` : 'Back to the patient'}
      </Group>
    </Anchor>
  );
}
