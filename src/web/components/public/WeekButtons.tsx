import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { FreeTimeWeek } from '../../lib/free-time-weeks';

/**
 * Previous and Next week of free times. They go above the times, so a keyboard reaches the next
 * week without passing every time of this one.
 */
export function WeekButtons({
  week,
  onWeek,
}: {
  week: FreeTimeWeek;
  onWeek: (index: number) => void;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={!week.hasPrevious}
        onClick={() => onWeek(week.index - 1)}
      >
        Previous week
      </Button>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={!week.hasNext}
        onClick={() => onWeek(week.index + 1)}
      >
        Next week
      </Button>
    </Group>
  );
}
