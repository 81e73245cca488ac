import { Group, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SERIES_MAX, SERIES_MIN } from '../../../../domain/appointments.js';
import type { AppointmentFormValues } from './appointment-form';

const repeatOptions = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'week', label: 'Every week' },
  { value: 'days', label: 'Every few days' },
];

/** A recurring series (add only): how often, and how many times or until when. */
export function RepeatFields({ form }: { form: UseFormReturn<AppointmentFormValues> }) {
  const { errors } = form.formState;
  const [repeat, repeatEnds] = useWatch({ control: form.control, name: ['repeat', 'repeatEnds'] });

  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="repeat"
        render={({ field }) => (
          <Select
            label="Repeat"
            allowDeselect={false}
            data={repeatOptions}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {repeat === 'days' && (
        <Controller
          control={form.control}
          name="repeatDays"
          render={({ field }) => (
            <NumberInput
              label="Every how many days"
              min={1}
              max={30}
              allowDecimal={false}
              clampBehavior="none"
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.repeatDays?.message}
            />
          )}
        />
      )}
      {repeat !== 'none' && (
        <Controller
          control={form.control}
          name="repeatEnds"
          render={({ field }) => (
            <Radio.Group label="Ends" value={field.value} onChange={field.onChange}>
              <Stack gap="sm" mt="xs">
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <Radio value="count" label="After" mt={8} />
                  <Controller
                    control={form.control}
                    name="repeatCount"
                    render={({ field: count }) => (
                      <NumberInput
                        aria-label="Number of appointments"
                        w={90}
                        min={SERIES_MIN}
                        max={SERIES_MAX}
                        allowDecimal={false}
                        clampBehavior="none"
                        disabled={repeatEnds !== 'count'}
                        value={count.value}
                        onChange={(value) =>
                          count.onChange(typeof value === 'number' ? value : NaN)
                        }
                        onBlur={count.onBlur}
                        ref={count.ref}
                        error={errors.repeatCount?.message}
                      />
                    )}
                  />
                  <Text size="sm" mt={8}>
                    appointments
                  </Text>
                </Group>
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <Radio value="until" label="On" mt={8} />
                  <TextInput
                    type="date"
                    aria-label="Last date"
                    w={170}
                    disabled={repeatEnds !== 'until'}
                    error={errors.repeatUntil?.message}
                    {...form.register('repeatUntil')}
                  />
                </Group>
              </Stack>
            </Radio.Group>
          )}
        />
      )}
    </Stack>
  );
}
