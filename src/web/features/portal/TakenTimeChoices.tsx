import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicSlot } from '../../../domain/online-booking.js';
import type { VisitFormat } from './portal-time';

interface TakenTimeChoicesProps {
  /** The next free times of the same service the server offered instead. */
  nextSlots: readonly PublicSlot[];
  format: VisitFormat;
  onPick: (slot: PublicSlot) => void;
}

/** The chosen time was taken meanwhile: the next free ones, one tap away. */
export function TakenTimeChoices({ nextSlots, format, onPick }: TakenTimeChoicesProps) {
  return (
    <Alert color="yellow" variant="light" role="alert" title="That time was just taken">
      <Stack gap="sm">
        <Text size="sm">
          {nextSlots.length > 0 ? 'These are free:' : 'Please choose another time.'}
        </Text>
        {nextSlots.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {nextSlots.map((slot) => (
              <Button
                key={`${slot.start}-${slot.practitionerId}`}
                variant="default"
                onClick={() => onPick(slot)}
              >
                {format.day(slot.start)}, {format.time(slot.start)}
              </Button>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Alert>
  );
}
