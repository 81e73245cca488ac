import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '../../../domain/scheduling.js';
import { statusColors, statusLabels } from './appointment-display';

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
