import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicBooking, PublicSlot } from '../../../domain/online-booking.js';
import { dayFormatter, timeFormatter } from './booking-time';

interface SlotTakenChoicesProps {
  clinic: PublicBooking['clinic'];
  nextSlots: readonly PublicSlot[];
  onPick: (slot: PublicSlot) => void;
  /** Back to the week view when none of these suits. */
  onOtherTime: () => void;
  busy: boolean;
}

/** The time was taken meanwhile: the next free times of the same choice, one tap to book. */
export function SlotTakenChoices(props: SlotTakenChoicesProps) {
  const { clinic, nextSlots, onPick, busy } = props;
  const formatTime = timeFormatter(clinic.locale, clinic.timeZone);
  const formatDay = dayFormatter(clinic.locale, clinic.timeZone);
  return (
    <Alert color="yellow" variant="light" role="alert" title="That time was just taken">
      <Stack gap="sm">
        <Text size="sm">
          {nextSlots.length > 0
            ? 'These are free:'
            : 'Please choose another time. Your details are kept.'}
        </Text>
        {nextSlots.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {nextSlots.map((slot) => (
              <Button
                key={`${slot.start}-${slot.practitionerId}`}
                variant="default"
                disabled={busy}
                onClick={() => onPick(slot)}
              >
                {formatDay(slot.start)}, {formatTime(slot.start)}
              </Button>
            ))}
          </SimpleGrid>
        )}
        <Button variant="subtle" onClick={props.onOtherTime} disabled={busy}>
          See other times
        </Button>
      </Stack>
    </Alert>
  );
}
