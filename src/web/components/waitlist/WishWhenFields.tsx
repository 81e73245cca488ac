import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { WeekdayChips } from './WeekdayChips';

/** The fields every wish has, staff's and patients' alike. */
export interface WishWhenValues {
  weekdays: number[];
  from: string;
  to: string;
  until: string;
}

interface WishWhenFieldsProps<Values extends FieldValues & WishWhenValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The clinic's time zone, named beside the times. */
  timeZone?: string;
}

/** Which days, between which times (the clinic's), and until when: the "when" of a wish. */
export function WishWhenFields<Values extends FieldValues & WishWhenValues, Output>({
  form: anyForm,
  timeZone,
}: WishWhenFieldsProps<Values, Output>) {
  // Both wish forms hold these four fields; the form's own type adds the rest.
  const form = anyForm as unknown as UseFormReturn<WishWhenValues>;
  const { errors } = form.formState;
  const zone = timeZone ? ` (${timeZone})` : '';
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <WeekdayChips
            label="Days"
            value={field.value}
            onChange={field.onChange}
            error={errors.weekdays?.message}
            inputRef={field.ref}
          />
        )}
      />
      {/* Two columns at most: the staff form sits in a narrow drawer even on a wide screen. */}
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          type="time"
          label="From"
          description={`Earliest start${zone}`}
          required
          error={errors.from?.message}
          {...form.register('from')}
        />
        <TextInput
          type="time"
          label="To"
          description="Latest end"
          required
          error={errors.to?.message}
          {...form.register('to')}
        />
        <TextInput
          type="date"
          label="Until"
          description="Last day to wait"
          required
          error={errors.until?.message}
          {...form.register('until')}
        />
      </SimpleGrid>
    </Stack>
  );
}
