import { Badge } from '@mantine/core';
import type { PatientStatus } from '../../../../domain/patients.js';
import { statusColors, statusLabels } from './patient-display';

export function PatientStatusBadge({ status }: { status: PatientStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
