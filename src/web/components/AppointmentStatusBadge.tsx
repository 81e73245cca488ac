import { Badge } from '@mantine/core';
import { appointmentStatusLabels, type AppointmentStatus } from '../../domain/scheduling.js';

const statusColors: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  confirmed: 'teal',
  arrived: 'violet',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
};

/** An appointment's status in words and colour, the same on every screen that lists one. */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {appointmentStatusLabels[status]}
    </Badge>
  );
}
