import type { LoaderFunctionArgs } from 'react-router';
import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { notFound, requireUuidParam } from '../../lib/route-params';

/** Clinic settings belong to the signed-in user's clinic; an account without one has none. */
export async function clinicSettingsLoader() {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser?.membership) throw notFound();
  return { clinicId: currentUser.membership.clinicId };
}

export function editTeamMemberLoader({ params }: LoaderFunctionArgs) {
  return { memberId: requireUuidParam(params.id) };
}
