import type { LoaderFunctionArgs } from 'react-router';
import { requireIndexParam, requireUuidParam } from '../../lib/route-params';

// For now these only check the URL; they will prefetch the records with ensureQueryData.

export function editPatientLoader({ params }: LoaderFunctionArgs) {
  return { patientId: requireUuidParam(params.id) };
}

export function editDiagnosisLoader({ params }: LoaderFunctionArgs) {
  return { patientId: requireUuidParam(params.id), index: requireIndexParam(params.idx) };
}

export function editTherapyLoader({ params }: LoaderFunctionArgs) {
  return { patientId: requireUuidParam(params.id), index: requireIndexParam(params.idx) };
}
