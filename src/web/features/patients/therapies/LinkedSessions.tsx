import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { appointmentStatusLabels } from '../../../../domain/scheduling.js';
import type { TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { SectionCard } from '../../../components/page/SectionCard';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The appointments booked under this plan; the completed ones are its sessions done. */
export function LinkedSessions({ appointments }: { appointments: TreatmentPlan['appointments'] }) {
  return (
    <SectionCard
      title="Sessions"
      description="Appointments booked under this treatment plan. Completed ones count as its sessions."
    >
      {appointments.length === 0 ? (
        <Text c="dimmed">No appointments are linked to this treatment plan yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {appointments.map((appointment) => (
            <Group key={appointment.id} component="li" gap="sm" wrap="wrap">
              <Anchor component={Link} to={`/dashboard/appointment/${appointment.id}`}>
                {dateTime.format(new Date(appointment.start))}
              </Anchor>
              <Text size="sm" c="dimmed">
                {appointment.therapistName}
              </Text>
              <Badge variant="light" color={appointment.status === 'completed' ? 'teal' : 'gray'}>
                {appointmentStatusLabels[appointment.status]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
