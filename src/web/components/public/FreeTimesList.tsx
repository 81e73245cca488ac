import { Button, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicSlot } from '../../../domain/online-booking.js';
import type { DayOfFreeTimes } from '../../lib/free-time-weeks';
import { errorMessage } from '../../lib/server-errors';
import { LoadError } from '../feedback/LoadError';
import { PendingMessage } from '../page/PendingMessage';

interface FreeTimesListProps {
  /** The week's free times as read. */
  slots: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  days: readonly DayOfFreeTimes[];
  /** '09:30' and 'Monday 30 November' of an instant, in the clinic's zone and locale. */
  time: (instant: string) => string;
  day: (instant: string) => string;
  /** The level of each day's heading under the screen's own. */
  dayHeading: TitleOrder;
  onChoose: (slot: PublicSlot) => void;
}

/** A week of free times by day, each time a button named with its day; or why there are none. */
export function FreeTimesList({
  slots,
  days,
  time,
  day,
  dayHeading,
  onChoose,
}: FreeTimesListProps) {
  if (slots.isPending) return <PendingMessage>Finding free times…</PendingMessage>;
  if (slots.isError)
    return (
      <LoadError
        title="The free times did not load"
        message={errorMessage(slots.error)}
        onRetry={() => void slots.refetch()}
      />
    );
  if (days.length === 0) return <Text>No free times this week.</Text>;
  return (
    <Stack gap="lg">
      {days.map((free) => (
        <Stack key={free.date} gap="xs">
          <Title order={dayHeading} size="h5">
            {day(free.slots[0]!.start)}
          </Title>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing="xs">
            {free.slots.map((slot) => (
              <Button
                key={slot.start}
                variant="default"
                onClick={() => onChoose(slot)}
                aria-label={`${time(slot.start)}, ${day(slot.start)}`}
              >
                {time(slot.start)}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
