import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { notFound, requireUuidParam } from '../../../lib/route-params';
import { patientQuery } from '../patient-api';

/**
 * The patient, before the record shows. One of another clinic, or none at all, answers 404
 * from the API and reaches the route error screen as 'page not found'.
 */
export async function patientLoader({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  try {
    await queryClient.ensureQueryData(patientQuery(patientId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return { patientId };
}
