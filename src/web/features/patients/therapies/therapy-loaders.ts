import type { LoaderFunctionArgs } from 'react-router';
import { requireUuidParam } from '../../../lib/route-params';

// For now this only checks the URL (`idx` is the treatment plan id); it will prefetch with ensureQueryData.

export function editTherapyLoader({ params }: LoaderFunctionArgs) {
  return { patientId: requireUuidParam(params.id), treatmentPlanId: requireUuidParam(params.idx) };
}
