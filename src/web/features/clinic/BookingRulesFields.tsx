import { NativeSelect, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ONLINE_BOOKING_MESSAGE_MAX,
  type OnlineBookingSettings,
} from '../../../domain/online-booking.js';
import { noticeOptions } from './online-booking-notice';

interface BookingRulesFieldsProps {
  form: UseFormReturn<OnlineBookingSettings>;
  /** The saved notice, offered even when it is none of the usual choices. */
  savedNoticeMinutes: number;
}

/** A number field's value for the form: a number, or NaN while it is empty or unfinished. */
const numberOrNaN = (value: string | number) => (typeof value === 'number' ? value : NaN);

/** How soon and how far ahead patients book, until when they change a visit, and who may book. */
export function BookingRulesFields({ form, savedNoticeMinutes }: BookingRulesFieldsProps) {
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  return (
    <Stack gap="md">
      <Stack gap="md" maw={360}>
        <Controller
          control={form.control}
          name="minNoticeMinutes"
          render={({ field }) => (
            <NativeSelect
              label="Minimum notice"
              description="How soon a visit can be booked."
              data={noticeOptions(savedNoticeMinutes)}
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.minNoticeMinutes?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="maxDaysAhead"
          render={({ field }) => (
            <NumberInput
              label="Book up to (days ahead)"
              description="How far ahead patients can book."
              min={1}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={field.value}
              onChange={(value) => field.onChange(numberOrNaN(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.maxDaysAhead?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="changeWindowHours"
          render={({ field }) => (
            <NumberInput
              label="Cancel or move up to (hours before)"
              description="After that, patients call the clinic."
              min={0}
              max={24 * 14}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={field.value}
              onChange={(value) => field.onChange(numberOrNaN(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.changeWindowHours?.message}
            />
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="newPatientsAllowed"
        render={({ field }) => (
          <Switch
            label="New patients may book"
            description="When off, only patients already in your records can book."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Textarea
        label="Message on the booking page"
        description={`For example, parking or what to bring. ${message.length} of ${ONLINE_BOOKING_MESSAGE_MAX} characters.`}
        rows={4}
        error={errors.message?.message}
        {...form.register('message')}
      />
    </Stack>
  );
}
