import type { LoaderFunctionArgs } from 'react-router';
import { ensureRouteData } from '../../../lib/route-data';
import { requireUuidParam } from '../../../lib/route-params';
import { patientExportQuery } from './export-api';

/**
 * The record before the printable page shows. A patient of another clinic, or none at all, is
 * 'page not found'; any other failure (no permission, network) the page shows with a retry.
 */
export async function printRecordLoader({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  await ensureRouteData(patientExportQuery(patientId), { leaveToScreen: true });
  return { patientId };
}
