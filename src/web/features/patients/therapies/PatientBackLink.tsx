import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { patientName, patientQuery } from '../patient-api';

/** Back to the patient's record, on its treatment plans tab, named once the record is in. */
export function PatientBackLink({ patientId }: { patientId: string }) {
  const patient = useQuery(patientQuery(patientId));
  return (
    <Anchor component={Link} to={`/dashboard/patients/${patientId}?tab=plans`} size="sm">
      <Group gap="xs" component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {patient.data ? `Back to ${patientName(patient.data)}` : 'Back to the patient'}
      </Group>
    </Anchor>
  );
}
