import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { PageHeader } from '../../components/page/PageHeader';
import { PendingMessage } from '../../components/page/PendingMessage';
import { AppointmentsCalendar } from './calendar/AppointmentsCalendar';
import { calendarNames, practitionerColumns } from './calendar/calendar-names';
import { browserTimeZone } from './calendar/clinic-time';
import { PractitionerFilter } from './practitioners/PractitionerFilter';
import { usePractitionerFilter } from './practitioners/use-practitioner-filter';
import { LocationFilter } from './locations/LocationFilter';
import { useLocationFilter } from './locations/use-location-filter';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';

const NO_HOURS: never[] = [];

/**
 * The dashboard's index. `intro` sits between the title and the
 * calendar: the owner's setup checklist, which the route table puts there.
 */
export function CalendarPage({ intro }: { intro?: ReactNode }) {
  const filter = usePractitionerFilter();
  const locationFilter = useLocationFilter();
  const settings = useQuery({ ...clinicSettingsQuery, retry: false });
  // Without the clinic's settings the browser's zone is the best guess.
  const zone = settings.data?.timeZone ?? (settings.isError ? browserTimeZone() : null);
  const { practitioners, therapistId, members } = filter;
  const columns = useMemo(
    () => practitionerColumns(practitioners, therapistId),
    [practitioners, therapistId],
  );
  const rooms = settings.data?.rooms;
  const names = useMemo(() => calendarNames(members, rooms), [members, rooms]);
  // One location's own hours; everyone's calendar keeps the clinic's.
  const chosenLocation = locationFilter.locations.find(
    (location) => location.id === locationFilter.locationId,
  );
  const openingHours = chosenLocation?.openingHours ?? settings.data?.openingHours ?? NO_HOURS;

  return (
    <Stack gap="md">
      <PageHeader
        title="Calendar"
        actions={
          <Group gap="sm" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
            <LocationFilter filter={locationFilter} />
            <PractitionerFilter filter={filter} />
          </Group>
        }
      />
      {intro}
      {zone ? (
        <AppointmentsCalendar
          zone={zone}
          therapistId={therapistId}
          locationId={locationFilter.locationId}
          practitioners={columns}
          openingHours={openingHours}
          names={names}
        />
      ) : (
        <PendingMessage>Loading the calendar…</PendingMessage>
      )}
    </Stack>
  );
}
