import type { LoaderFunctionArgs } from 'react-router';
import { ensureRouteData } from '../../lib/route-data';
import { requireUuidParam } from '../../lib/route-params';
import { patientQuery } from './patient-api';

/** The patient, before the record, its edit screen or a new diagnosis shows (404: not found). */
export async function patientLoader({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  await ensureRouteData(patientQuery(patientId));
  return { patientId };
}

export const editPatientLoader = patientLoader;
