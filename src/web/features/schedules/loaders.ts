import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { teamMembersQuery } from '../../lib/queries/team-members';
import { notFound, requireUuidParam } from '../../lib/route-params';
import { locationsQuery } from '../../lib/queries/locations';
import { scheduleQuery } from './schedule-api';

/**
 * A member's schedule, before the screen shows. Someone not in this clinic answers 404 from the
 * API and reaches the route error screen as 'page not found'; other failures show on the screen.
 */
export async function scheduleLoader({ params }: LoaderFunctionArgs) {
  const userId = requireUuidParam(params.userId);
  void queryClient.prefetchQuery(teamMembersQuery);
  void queryClient.prefetchQuery(locationsQuery);
  void queryClient.prefetchQuery(clinicSettingsQuery);
  try {
    await queryClient.ensureQueryData(scheduleQuery(userId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
  }
  return { userId };
}
