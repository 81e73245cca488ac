import { Button, Group, Loader, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { inClinicZone } from '../../../../domain/clinic-time.js';
import { LoadError } from '../../../components/feedback/LoadError';
import { errorMessage } from '../../../lib/server-errors';
import {
  firstSlots,
  NEXT_AVAILABLE_DAYS,
  nextAvailableQuery,
  searchStart,
  type AvailableSlot,
} from './availability-api';

interface NextAvailableProps {
  zone: string;
  serviceId: string | null;
  /** The form's therapist; '' for none chosen yet, when anyone's times are offered. */
  therapistId: string;
  /** The form's location, or null for every location. */
  locationId: string | null;
  /** The form's date: the search starts there, or now if that is later. */
  date: string;
  /** Whose times a slot is, when anyone's are offered. */
  practitionerName: (userId: string) => string | undefined;
  /** Named on each time only when the clinic has several locations. */
  locationName: (locationId: string) => string | undefined;
  /** The slot the form is on now, shown as pressed. */
  isChosen: (slot: AvailableSlot) => boolean;
  onPick: (slot: AvailableSlot) => void;
}

const slotKey = (slot: AvailableSlot) => `${slot.start} ${slot.practitionerId} ${slot.locationId}`;

/**
 * "Next available": the first free times of the chosen service over the next fortnight, for the
 * chosen therapist or anyone, as buttons that fill in the booking.
 */
export function NextAvailable({
  zone,
  serviceId,
  therapistId,
  locationId,
  date,
  practitionerName,
  locationName,
  isChosen,
  onPick,
}: NextAvailableProps) {
  const headingId = useId();
  const [now] = useState(() => new Date());
  const [anyone, setAnyone] = useState(false);
  const practitionerId = anyone || !therapistId ? undefined : therapistId;
  const from = searchStart(date, zone, now).getTime();
  const query = useQuery({
    ...nextAvailableQuery(
      { serviceId: serviceId ?? '', practitionerId, locationId: locationId ?? undefined },
      new Date(from),
    ),
    enabled: serviceId !== null,
    retry: false,
  });
  const slots = useMemo(() => firstSlots(query.data ?? []), [query.data]);

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text id={headingId} size="sm" fw={600}>
            Next available
          </Text>
          {serviceId && query.isFetching && <Loader size="xs" aria-label="Finding free times" />}
        </Group>
        {therapistId && (
          <Switch
            size="sm"
            label="Any therapist"
            checked={anyone}
            onChange={(event) => setAnyone(event.currentTarget.checked)}
          />
        )}
      </Group>
      {serviceId === null ? (
        <Text size="sm" c="dimmed">
          Choose a service to see the next free times.
        </Text>
      ) : query.isError ? (
        <LoadError
          title="Free times could not be loaded."
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <Text size="sm" c="dimmed">
          Finding free times…
        </Text>
      ) : slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          No free time in the next {NEXT_AVAILABLE_DAYS} days.
        </Text>
      ) : (
        // Two to a row even on a phone: the day over the time keeps each button narrow.
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {slots.map((slot) => {
            const start = inClinicZone(new Date(slot.start), zone);
            const details = [
              practitionerId ? undefined : practitionerName(slot.practitionerId),
              locationName(slot.locationId),
            ].filter(Boolean);
            const chosen = isChosen(slot);
            const day = start.toFormat('ccc d LLL');
            const time = start.toFormat('HH:mm');
            return (
              <Button
                key={slotKey(slot)}
                variant={chosen ? 'light' : 'default'}
                aria-pressed={chosen}
                aria-label={[`${day}, ${time}`, ...details].join(', ')}
                h="auto"
                py={6}
                px="sm"
                justify="flex-start"
                styles={{
                  label: {
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    whiteSpace: 'normal',
                  },
                }}
                onClick={() => onPick(slot)}
              >
                <Text span size="xs" fw={500}>
                  {day}
                </Text>
                <Text span size="md" fw={700}>
                  {time}
                </Text>
                {details.length > 0 && (
                  <Text span size="xs" c="dimmed" fw={400} ta="left">
                    {details.join(' · ')}
                  </Text>
                )}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
