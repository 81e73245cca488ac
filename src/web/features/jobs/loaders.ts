import type { LoaderFunctionArgs } from 'react-router';
import { ensureRouteData } from '../../lib/route-data';
import { requireUuidParam } from '../../lib/route-params';
import { jobQuery } from './job-api';

/** The job before edit-job/{id} shows; none, or another clinic's, is 'page not found'. */
export async function editJobLoader({ params }: LoaderFunctionArgs) {
  const jobId = requireUuidParam(params.id);
  await ensureRouteData(jobQuery(jobId));
  return { jobId };
}
