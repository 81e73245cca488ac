import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { OnlineBookingSettings } from '../../../domain/online-booking.js';
import { bookingPagePrefix } from './online-booking-links';

interface BookingPageFieldsProps {
  form: UseFormReturn<OnlineBookingSettings>;
  origin: string;
}

/** The switch that opens the booking page, and the page's address. */
export function BookingPageFields({ form, origin }: BookingPageFieldsProps) {
  const { errors } = form.formState;
  const prefix = bookingPagePrefix(origin);
  // Once a message shows under the address, it follows each key typed.
  const recheckSlug = () => {
    if (form.getFieldState('slug').error) void form.trigger('slug');
  };

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label="Take bookings online"
            description="Patients choose a service and a free time on your booking page."
            checked={field.value}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              field.onChange(enabled);
              // Switching on needs an address: say so now rather than at saving.
              if (enabled && form.getValues('slug') === null) void form.trigger('slug');
              if (!enabled) recheckSlug();
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="slug"
        render={({ field }) => (
          <TextInput
            label="Booking page address"
            description="Lower-case letters, digits and hyphens, e.g. city-physio."
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={field.value ?? ''}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              field.onChange(typed.trim() === '' ? null : typed);
              recheckSlug();
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.slug?.message}
            inputContainer={(input) => (
              <Group gap={4} wrap="wrap" align="center">
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {prefix}
                </Text>
                <div style={{ flex: '1 1 12rem', minWidth: 0 }}>{input}</div>
              </Group>
            )}
          />
        )}
      />
    </Stack>
  );
}
