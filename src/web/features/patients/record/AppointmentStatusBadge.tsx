import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '../../../../domain/scheduling.js';
import { appointmentStatusColors, appointmentStatusLabels } from './record-display';

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={appointmentStatusColors[status]} variant="light">
      {appointmentStatusLabels[status]}
    </Badge>
  );
}
