import { Badge } from '@mantine/core';
import type { TreatmentPlanStatus } from '../../../../domain/clinical.js';
import { planStatusColors, planStatusLabels } from './plan-display';

export function PlanStatusBadge({ status }: { status: TreatmentPlanStatus }) {
  return (
    <Badge color={planStatusColors[status]} variant="light">
      {planStatusLabels[status]}
    </Badge>
  );
}
