import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { notFound, requireUuidParam } from '../../../lib/route-params';
import { patientExportQuery } from './export-api';

/**
 * The record before the printable page shows. A patient of another clinic, or none at all, is
 * 'page not found'; any other failure (no permission, network) the page shows with a retry.
 */
export async function printRecordLoader({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  try {
    await queryClient.ensureQueryData(patientExportQuery(patientId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
  }
  return { patientId };
}
