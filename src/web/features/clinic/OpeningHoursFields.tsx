import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { WEEKDAY_NAMES, WEEKDAYS_MONDAY_FIRST } from '../../../domain/clinic-settings.js';
import type { OpeningDayFormValues } from './opening-hours-form';

interface WithOpeningHours extends FieldValues {
  openingHours: OpeningDayFormValues[];
}

/**
 * One row per weekday, Monday first: open or closed, and the hours when open. Serves any form
 * whose `openingHours` holds the seven days (the clinic's settings, a location).
 */
export function OpeningHoursFields<Values extends WithOpeningHours, Valid extends FieldValues>({
  form: anyForm,
}: {
  form: UseFormReturn<Values, unknown, Valid>;
}) {
  // The generic form's paths cannot be spelled out; every form here has the same `openingHours`.
  const form = anyForm as unknown as UseFormReturn<WithOpeningHours>;
  const days = useWatch({ control: form.control, name: 'openingHours' });
  const errors = form.formState.errors.openingHours;

  return (
    <Stack gap="sm">
      {WEEKDAYS_MONDAY_FIRST.map((day) => {
        const name = WEEKDAY_NAMES[day];
        const closed = days[day]?.closed ?? true;
        return (
          <Group key={day} gap="sm" align="flex-start" wrap="wrap">
            <Group gap="sm" w={170} wrap="nowrap" mih={36} align="center">
              <Switch
                aria-label={`Open on ${name}`}
                checked={!closed}
                onChange={(event) =>
                  form.setValue(`openingHours.${day}.closed`, !event.currentTarget.checked, {
                    shouldDirty: true,
                  })
                }
              />
              <Text fw={500} size="sm">
                {name}
              </Text>
            </Group>
            {closed ? (
              <Text size="sm" c="dimmed" mih={36} style={{ display: 'flex', alignItems: 'center' }}>
                Closed
              </Text>
            ) : (
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  type="time"
                  aria-label={`${name} opens`}
                  w={132}
                  error={errors?.[day]?.open?.message}
                  {...form.register(`openingHours.${day}.open`)}
                />
                <Text size="sm" mih={36} style={{ display: 'flex', alignItems: 'center' }}>
                  –
                </Text>
                <TextInput
                  type="time"
                  aria-label={`${name} closes`}
                  w={132}
                  error={errors?.[day]?.close?.message}
                  {...form.register(`openingHours.${day}.close`)}
                />
              </Group>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
