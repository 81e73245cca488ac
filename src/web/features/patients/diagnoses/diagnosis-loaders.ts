import type { LoaderFunctionArgs } from 'react-router';
import { requireUuidParam } from '../../../lib/route-params';

// For now this only checks the URL (`idx` is the diagnosis id); it will prefetch with ensureQueryData.

export function editDiagnosisLoader({ params }: LoaderFunctionArgs) {
  return { patientId: requireUuidParam(params.id), diagnosisId: requireUuidParam(params.idx) };
}
