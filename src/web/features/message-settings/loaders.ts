import { can } from '../../../domain/permissions.js';
import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { notFound } from '../../lib/route-params';
import { messageSettingsQuery } from './message-settings-api';

/**
 * The message settings and the clinic's name and zone (for the previews) load before the screen
 * shows; only owners and administrators edit them (others see a notice).
 */
export async function messageSettingsLoader() {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser?.membership) throw notFound();
  if (!can(currentUser.membership.role, 'clinic.manage')) return null;
  // A failure shows on the screen with a retry.
  await Promise.all([
    queryClient.ensureQueryData(messageSettingsQuery).catch(() => undefined),
    queryClient.ensureQueryData(clinicSettingsQuery).catch(() => undefined),
  ]);
  return null;
}
