import type { LoaderFunctionArgs } from 'react-router';
import { requireUuidParam } from '../../lib/route-params';

// For now this only checks the URL; it will prefetch the record with ensureQueryData.

export function editPatientLoader({ params }: LoaderFunctionArgs) {
  return { patientId: requireUuidParam(params.id) };
}
