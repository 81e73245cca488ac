import { queryClient } from '../../lib/query-client';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { messageDeliveryQuery } from '../../lib/queries/messages';

/**
 * Times and the date filter are in the clinic's time zone, so its settings load first; the
 * delivery figures start loading with them (the card shows its own error).
 */
export async function messagesLoader() {
  void queryClient.prefetchQuery(messageDeliveryQuery);
  await queryClient.ensureQueryData(clinicSettingsQuery).catch(() => undefined);
  return null;
}
