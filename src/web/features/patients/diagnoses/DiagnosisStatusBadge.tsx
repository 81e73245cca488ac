import { Badge } from '@mantine/core';
import type { DiagnosisStatus } from '../../../../domain/clinical.js';
import { statusColors, statusLabels } from './diagnosis-display';

export function DiagnosisStatusBadge({ status }: { status: DiagnosisStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
