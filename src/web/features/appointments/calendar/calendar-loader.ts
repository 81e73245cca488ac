import type { LoaderFunctionArgs } from 'react-router';
import { currentUserQuery } from '../../../lib/current-user';
import { queryClient } from '../../../lib/query-client';
import { openingTherapistId } from '../practitioners/practitioner-choice';
import { appointmentsQuery } from './calendar-api';
import { isSmallScreen, openingView } from './opening-view';
import { visibleRange } from './visible-range';
import { clinicSettingsQuery } from '../../../lib/queries/clinic-settings';
import { LOCATION_PARAM, locationOfParam } from '../locations/location-filter';

/**
 * Starts fetching the calendar's first view, for the practitioner it opens on, while its code
 * loads, without holding the dashboard back: the calendar picks up the same request. A failure
 * is left to the calendar's retry. An account in no clinic has no calendar (the dashboard shows
 * it a notice instead).
 */
export function calendarLoader({ request }: LoaderFunctionArgs) {
  const locationId = locationOfParam(
    new URL(request.url).searchParams.get(LOCATION_PARAM),
    undefined,
  );
  void (async () => {
    const currentUser = await queryClient.ensureQueryData(currentUserQuery);
    if (!currentUser?.membership) return;
    const { timeZone } = await queryClient.ensureQueryData(clinicSettingsQuery);
    const range = visibleRange(openingView(isSmallScreen()), new Date(), timeZone);
    await queryClient.prefetchQuery(
      appointmentsQuery(range, openingTherapistId(currentUser), locationId),
    );
  })().catch(() => undefined);
  return null;
}
