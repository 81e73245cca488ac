import { currentUserQuery } from '../../../lib/current-user';
import { queryClient } from '../../../lib/query-client';
import { clinicSettingsQuery } from '../appointment-api';
import { openingTherapistId } from '../practitioners/practitioner-choice';
import { appointmentsQuery } from './calendar-api';
import { isSmallScreen, openingView } from './opening-view';
import { visibleRange } from './visible-range';

/**
 * Starts fetching the calendar's first view, for the practitioner it opens on, while its code
 * loads, without holding the dashboard back: the calendar picks up the same request. A failure
 * is left to the calendar's retry.
 */
export function calendarLoader() {
  void (async () => {
    const [{ timeZone }, user] = await Promise.all([
      queryClient.ensureQueryData(clinicSettingsQuery),
      queryClient.ensureQueryData(currentUserQuery),
    ]);
    const range = visibleRange(openingView(isSmallScreen()), new Date(), timeZone);
    const therapistId = user ? openingTherapistId(user) : null;
    await queryClient.prefetchQuery(appointmentsQuery(range, therapistId));
  })().catch(() => undefined);
  return null;
}
