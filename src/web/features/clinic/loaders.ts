import type { LoaderFunctionArgs } from 'react-router';
import { currentUserQuery } from '../../lib/current-user';
import { ApiError } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { notFound, requireUuidParam } from '../../lib/route-params';
import { can } from '../../../domain/permissions.js';
import { locationsQuery } from './locations-api';
import { onlineBookingSettingsQuery } from './online-booking-api';
import { teamMemberQuery } from './team-api';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { teamMembersQuery } from '../../lib/queries/team-members';
import { servicesQuery } from '../../lib/queries/services';

/**
 * Clinic settings belong to the signed-in user's clinic; an account without one has none. The
 * settings load before the screen shows; a failure shows on the screen with a retry.
 */
export async function clinicSettingsLoader() {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser?.membership) throw notFound();
  await queryClient.ensureQueryData(clinicSettingsQuery).catch(() => undefined);
  return { clinicId: currentUser.membership.clinicId };
}

/** Locations and the clinic's rooms (in its settings) load before the screen shows. */
export async function locationsLoader() {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser?.membership) throw notFound();
  // A failure shows on the screen with a retry.
  await Promise.all([
    queryClient.ensureQueryData(locationsQuery).catch(() => undefined),
    queryClient.ensureQueryData(clinicSettingsQuery).catch(() => undefined),
  ]);
  return { clinicId: currentUser.membership.clinicId };
}

/**
 * Online booking's settings load before the screen shows; the services, team and locations it
 * offers may arrive after. Only owners and administrators read them (others see a notice).
 */
export async function onlineBookingLoader() {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser?.membership) throw notFound();
  if (!can(currentUser.membership.role, 'clinic.manage')) return null;
  void queryClient.prefetchQuery(servicesQuery);
  void queryClient.prefetchQuery(teamMembersQuery);
  void queryClient.prefetchQuery(locationsQuery);
  // A failure shows on the screen with a retry.
  await queryClient.ensureQueryData(onlineBookingSettingsQuery).catch(() => undefined);
  return null;
}

/**
 * The member being edited, before the screen shows. A member of another clinic, or none at all,
 * answers 404 from the API and reaches the route error screen as 'page not found'.
 */
export async function editTeamMemberLoader({ params }: LoaderFunctionArgs) {
  const memberId = requireUuidParam(params.id);
  // The whole team tells whether this is the last owner; it may arrive after the screen.
  void queryClient.prefetchQuery(teamMembersQuery);
  try {
    await queryClient.ensureQueryData(teamMemberQuery(memberId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return { memberId };
}
