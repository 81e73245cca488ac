import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PublicBooking, PublicSlot } from '../../../domain/online-booking.js';
import { FreeTimesList } from '../../components/public/FreeTimesList';
import { availabilityQuery } from './api';
import { ANYONE, type OfferedLocation, type OfferedPractitioner } from './booking-choice';
import { WeekButtons } from '../../components/public/WeekButtons';
import { clinicToday, freeTimesByDay, freeTimeWeek } from '../../lib/free-time-weeks';
import { dayFormatter, timeFormatter } from './booking-time';
import { StepFrame } from './StepFrame';
import { visitorZoneNote } from '../../lib/visitor-zone';
import { WaitlistLink } from './WaitlistLink';

interface TimeStepProps {
  slug: string;
  clinic: PublicBooking['clinic'];
  serviceId: string;
  location: OfferedLocation;
  practitioner: OfferedPractitioner | typeof ANYONE;
  week: number;
  /** Why the visitor is back here, e.g. the held time ran out. */
  notice?: string | null;
  onWeek: (index: number) => void;
  onChoose: (slot: PublicSlot) => void;
  onBack: () => void;
  focusHeading: boolean;
}

/** The free times of one week, by day, in the clinic's time. */
export function TimeStep(props: TimeStepProps) {
  const { slug, clinic, serviceId, location, practitioner, onWeek, onChoose } = props;
  const { timeZone, locale } = clinic;
  const week = freeTimeWeek(props.week, clinicToday(timeZone), clinic.maxDaysAhead, timeZone);
  const slots = useQuery(
    availabilityQuery(slug, {
      serviceId,
      locationId: location.id,
      ...(practitioner !== ANYONE && { practitionerId: practitioner.id }),
      from: week.from,
      to: week.to,
    }),
  );
  const days = useMemo(() => freeTimesByDay(slots.data ?? [], timeZone), [slots.data, timeZone]);
  const formatTime = timeFormatter(locale, timeZone);
  const formatDay = dayFormatter(locale, timeZone);
  const shortDay = (date: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const zoneNote = visitorZoneNote(timeZone, new Date(week.from));

  return (
    <StepFrame title="Choose a time" onBack={props.onBack} focusHeading={props.focusHeading}>
      {props.notice && (
        <Alert color="yellow" variant="light" role="alert">
          {props.notice}
        </Alert>
      )}
      <Text fw={600} aria-live="polite">
        {shortDay(week.firstDay)} – {shortDay(week.lastDay)}
      </Text>
      <WeekButtons week={week} onWeek={onWeek} />
      {zoneNote && (
        <Text size="sm" c="dimmed">
          {zoneNote}
        </Text>
      )}
      <FreeTimesList
        slots={slots}
        days={days}
        time={formatTime}
        day={formatDay}
        dayHeading={3}
        onChoose={onChoose}
      />
      {!slots.isPending && (
        <WaitlistLink
          slug={slug}
          serviceId={serviceId}
          practitionerId={practitioner === ANYONE ? undefined : practitioner.id}
          locationId={location.id}
        />
      )}
    </StepFrame>
  );
}
