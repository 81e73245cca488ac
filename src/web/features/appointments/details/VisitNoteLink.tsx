import { Anchor, Group } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AppointmentDetails } from '../../../../domain/appointments.js';
import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';

/**
 * To the visit's SOAP note on the patient's record (written there, or opened when it exists).
 * Clinical roles only; blocked time and cancelled visits have no note.
 */
export function VisitNoteLink({ appointment }: { appointment: AppointmentDetails }) {
  const role = useSignedInUser()?.membership?.role;
  const { patient } = appointment;
  if (!patient || appointment.status === 'cancelled' || !can(role, 'clinical.read')) return null;
  return (
    <Anchor
      component={Link}
      to={`/dashboard/patients/${patient.id}?tab=notes&appointment=${appointment.id}`}
      size="sm"
      display="block"
      mt="xs"
    >
      <Group gap={4} component="span">
        <IconNotes size={16} aria-hidden />
        Visit note
      </Group>
    </Anchor>
  );
}
