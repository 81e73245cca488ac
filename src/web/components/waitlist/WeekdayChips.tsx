import { Chip, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, type Ref } from 'react';
import { WEEKDAY_NAMES, WEEKDAYS_MONDAY_FIRST } from '../../../domain/clinic-settings.js';
import { shortWeekday } from '../../lib/wish-display';

interface WeekdayChipsProps {
  label: string;
  /** Weekdays 0–6, 0 = Sunday. */
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  error?: string;
  /** Given to Monday's chip, so a form can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The days of the week as chips, Monday first; any number of them chosen. */
export function WeekdayChips({ label, value, onChange, error, inputRef }: WeekdayChipsProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6}>
      <Text component="div" id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
      >
        <Group
          gap="xs"
          role="group"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
        >
          {WEEKDAYS_MONDAY_FIRST.map((day, index) => (
            <Chip key={day} value={String(day)} ref={index === 0 ? inputRef : undefined}>
              <span aria-hidden>{shortWeekday(day)}</span>
              <VisuallyHidden>{WEEKDAY_NAMES[day]}</VisuallyHidden>
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text id={errorId} size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
