import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { PublicSlot } from '../../../domain/online-booking.js';
import type { Portal, PortalAppointment } from '../../../domain/portal.js';
import { LoadError } from '../../components/feedback/LoadError';
import { PendingMessage } from '../../components/page/PendingMessage';
import { FreeTimesList } from '../../components/public/FreeTimesList';
import { WeekButtons } from '../../components/public/WeekButtons';
import { ApiError } from '../../lib/http';
import { serverMessage } from '../../lib/server-errors';
import { clinicOfferQuery, freeTimesQuery } from './api';
import { CallTheClinic } from './CallTheClinic';
import { clinicToday, freeTimesByDay, freeTimeWeek } from '../../lib/free-time-weeks';
import type { VisitFormat } from './portal-time';

interface ChangeTimeProps {
  visit: PortalAppointment & { serviceId: string };
  clinic: Portal['clinic'];
  format: VisitFormat;
  onChoose: (slot: PublicSlot) => void;
  onClose: () => void;
}

/** The free times of the visit's service, a week at a time, to move the visit to. */
export function ChangeTime({ visit, clinic, format, onChoose, onClose }: ChangeTimeProps) {
  const offer = useQuery(clinicOfferQuery(clinic.slug));
  const [weekIndex, setWeekIndex] = useState(0);
  const week = freeTimeWeek(
    weekIndex,
    clinicToday(clinic.timeZone),
    offer.data?.clinic.maxDaysAhead ?? 0,
    clinic.timeZone,
  );
  const slots = useQuery({
    ...freeTimesQuery(clinic.slug, {
      serviceId: visit.serviceId,
      ...(visit.locationId && { locationId: visit.locationId }),
      from: week.from,
      to: week.to,
    }),
    enabled: offer.isSuccess,
  });
  const days = useMemo(
    () => freeTimesByDay(slots.data ?? [], clinic.timeZone, visit.practitionerId),
    [slots.data, clinic.timeZone, visit.practitionerId],
  );

  const close = (
    <div>
      <Button variant="subtle" onClick={onClose}>
        Keep the current time
      </Button>
    </div>
  );

  if (offer.isPending) return <PendingMessage>Finding free times…</PendingMessage>;
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) {
      return (
        <Stack gap="xs">
          <CallTheClinic phone={clinic.phone} />
          {close}
        </Stack>
      );
    }
    return (
      <LoadError
        title="The free times did not load"
        message={serverMessage(offer.error)}
        onRetry={() => void offer.refetch()}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Choose a new time
      </Title>
      <Text fw={600} aria-live="polite">
        {format.calendarDay(week.firstDay)} – {format.calendarDay(week.lastDay)}
      </Text>
      <WeekButtons week={week} onWeek={setWeekIndex} />
      <FreeTimesList
        slots={slots}
        days={days}
        time={format.time}
        day={format.day}
        dayHeading={5}
        onChoose={onChoose}
      />
      {close}
    </Stack>
  );
}
