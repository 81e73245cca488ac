import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../components/page/PageHeader';
import { PendingMessage } from '../../components/page/PendingMessage';
import { AppointmentsCalendar } from './calendar/AppointmentsCalendar';
import { clinicSettingsQuery } from './appointment-api';
import { browserTimeZone } from './calendar/clinic-time';
import { TherapistFilter } from './calendar/TherapistFilter';

/**
 * The dashboard's index (spec §2 "Dashboard calendar"). `intro` sits between the title and the
 * calendar: the owner's setup checklist, which the route table puts there.
 */
export function CalendarPage({ intro }: { intro?: ReactNode }) {
  const [therapistId, setTherapistId] = useState<string | null>(null);
  const settings = useQuery({
    ...clinicSettingsQuery,
    select: (settings) => settings.timeZone,
    retry: false,
  });
  // Without the clinic's settings the browser's zone is the best guess.
  const zone = settings.data ?? (settings.isError ? browserTimeZone() : null);

  return (
    <Stack gap="md">
      <PageHeader
        title="Calendar"
        actions={<TherapistFilter therapistId={therapistId} onChange={setTherapistId} />}
      />
      {intro}
      {zone ? (
        <AppointmentsCalendar zone={zone} therapistId={therapistId} />
      ) : (
        <PendingMessage>Loading the calendar…</PendingMessage>
      )}
    </Stack>
  );
}
