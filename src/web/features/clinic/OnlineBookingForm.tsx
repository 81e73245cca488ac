import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  updateOnlineBookingSettingsSchema,
  type OnlineBookingSettings,
} from '../../../domain/online-booking.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { applyServerFieldErrors, errorCode, errorMessage } from '../../lib/server-errors';
import { BookingPageFields } from './BookingPageFields';
import { BookingPageLink } from './BookingPageLink';
import { BookingRulesFields } from './BookingRulesFields';
import { OfferedFields } from './OfferedFields';
import { useUpdateOnlineBookingSettings } from './online-booking-api';

const SLUG_TAKEN_MESSAGE = 'Another clinic already uses this address. Choose another.';

/** Every field the server may name in `fields`, in the order of the form. */
const serverFieldNames = [
  'slug',
  'minNoticeMinutes',
  'maxDaysAhead',
  'changeWindowHours',
  'message',
  'serviceIds',
  'practitionerIds',
  'locationIds',
] as const;

interface OnlineBookingFormProps {
  /** The settings as saved. */
  settings: OnlineBookingSettings;
  origin: string;
}

/** The booking page's switch, address, rules and offer: one form, saved together. */
export function OnlineBookingForm({ settings, origin }: OnlineBookingFormProps) {
  const update = useUpdateOnlineBookingSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OnlineBookingSettings>({
    resolver: zodResolver(updateOnlineBookingSettingsSchema),
    defaultValues: settings,
  });

  // A failed save keeps everything as typed.
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return update.mutateAsync(values).then(
      ({ settings: saved }) => {
        form.reset(saved);
        notifySuccess('Online booking saved');
      },
      (error: unknown) => {
        if (errorCode(error) === 'SLUG_TAKEN') {
          form.setError(
            'slug',
            { type: 'server', message: SLUG_TAKEN_MESSAGE },
            { shouldFocus: true },
          );
        } else if (!applyServerFieldErrors(error, form.setError, serverFieldNames)) {
          setFormError(errorMessage(error));
        }
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Online booking">
      <Stack gap="lg">
        <FormError message={formError} />
        <SectionCard
          title="Booking page"
          description="Your own page where patients book a visit and confirm it by email."
        >
          <BookingPageFields form={form} origin={origin} />
          <SavedPageStatus settings={settings} origin={origin} />
        </SectionCard>

        <SectionCard title="Rules" description="When and how patients can book online.">
          <BookingRulesFields form={form} savedNoticeMinutes={settings.minNoticeMinutes} />
        </SectionCard>

        <SectionCard
          title="What patients can book"
          description="Tick what patients can choose online. Staff can still book everything."
        >
          <OfferedFields form={form} />
        </SectionCard>

        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the saved settings mean for the page: its link once it is open, or why it is not. */
function SavedPageStatus({ settings, origin }: OnlineBookingFormProps) {
  if (settings.slug === null) return null;
  if (!settings.enabled) {
    return (
      <Text size="sm" c="dimmed">
        Your booking page is off. Turn on online booking and save to open it.
      </Text>
    );
  }
  return <BookingPageLink origin={origin} slug={settings.slug} />;
}
