import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  REMINDER_HOURS_MAX,
  REMINDER_HOURS_MIN,
  type ClinicSettings,
} from '../../../domain/clinic-settings.js';
import { timeZoneNames } from '../../../domain/time-zones.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import {
  clinicSettingsFormSchema,
  formValuesOf,
  proposedTimeZone,
  serverFieldNames,
  settingsInputOf,
  type ClinicSettingsFormValues,
  type ValidClinicSettingsForm,
} from './clinic-settings-form';
import { useUpdateClinicSettings } from './clinic-settings-api';
import { BillingFields } from './BillingFields';
import { MoneyAndFormatsFields } from './MoneyAndFormatsFields';
import { OpeningHoursFields } from './OpeningHoursFields';
import { SchedulingFields } from './SchedulingFields';

const timeZones = timeZoneNames();
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface ClinicSettingsFormProps {
  settings: ClinicSettings;
  /** Owners and admins change the settings; everyone else reads them. */
  manages: boolean;
  /** The logo, which saves on its own, shown among the clinic's details. */
  logo: ReactNode;
}

/**
 * Details, time zone, money and formats, hours, scheduling, reminders and policy: one form, saved together
 * (PUT /clinic/settings).
 */
export function ClinicSettingsForm({ settings, manages, logo }: ClinicSettingsFormProps) {
  const update = useUpdateClinicSettings();
  const [formError, setFormError] = useState<string | null>(null);
  // Only someone who can save it is offered a zone; everyone else reads the saved one.
  const [proposedZone] = useState(() =>
    manages ? proposedTimeZone(settings.timeZone, browserTimeZone()) : null,
  );
  const form = useForm<ClinicSettingsFormValues, unknown, ValidClinicSettingsForm>({
    resolver: zodResolver(clinicSettingsFormSchema),
    defaultValues: { ...formValuesOf(settings), timeZone: proposedZone ?? settings.timeZone },
  });
  const { errors } = form.formState;
  const [remindersEnabled, timeZone] = useWatch({
    control: form.control,
    name: ['remindersEnabled', 'timeZone'],
  });
  const showsProposedZone =
    proposedZone !== null && settings.timeZone === 'UTC' && timeZone === proposedZone;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return update.mutateAsync(settingsInputOf(values)).then(
      ({ settings: saved }) => {
        form.reset(formValuesOf(saved));
        notifySuccess('Clinic settings saved');
      },
      (error: unknown) => {
        const taxRateError =
          error instanceof ApiError ? error.fields?.taxRateBasisPoints : undefined;
        if (taxRateError)
          form.setError('taxRatePercent', { type: 'server', message: taxRateError });
        if (!applyServerFieldErrors(error, form.setError, serverFieldNames) && !taxRateError) {
          setFormError(errorMessage(error));
        }
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Clinic settings">
      <Fieldset variant="unstyled" disabled={!manages} p={0} m={0}>
        <Stack gap="lg">
          <FormError message={formError} />
          <SectionCard
            title="Clinic details"
            description="Shown to patients in confirmations and reminders."
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Clinic name"
                required
                error={errors.name?.message}
                {...form.register('name')}
              />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="off"
                error={errors.phone?.message}
                {...form.register('phone')}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="off"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <TextInput
                label="Address"
                autoComplete="off"
                error={errors.address?.message}
                {...form.register('address')}
              />
            </SimpleGrid>
            {logo}
          </SectionCard>

          <SectionCard
            title="Time zone"
            description="The calendar, opening hours and reminders use this time zone."
          >
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field }) => (
                <Select
                  label="Time zone"
                  description={
                    showsProposedZone ? "Proposed from this computer's time zone" : undefined
                  }
                  searchable
                  required
                  limit={50}
                  nothingFoundMessage="No time zone matches"
                  data={timeZones}
                  maw={400}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.timeZone?.message}
                  allowDeselect={false}
                />
              )}
            />
          </SectionCard>

          <SectionCard
            title="Money and formats"
            description="How prices, numbers and dates are written for your clinic."
          >
            <MoneyAndFormatsFields form={form} />
          </SectionCard>

          <SectionCard
            title="Billing"
            description="What patients' invoices say, when they are due, and the fees for missed visits."
          >
            <BillingFields form={form} />
          </SectionCard>

          <SectionCard
            title="Opening hours"
            description="Booking outside these hours asks for an explicit confirmation."
          >
            <OpeningHoursFields form={form} />
          </SectionCard>

          <SectionCard
            title="Scheduling"
            description="How free times are offered, and who plans the practitioners' weeks."
          >
            <SchedulingFields form={form} />
          </SectionCard>

          <SectionCard
            title="Reminders"
            description="Reminder emails go to patients who agreed to be contacted."
          >
            <Stack gap="md">
              <Controller
                control={form.control}
                name="remindersEnabled"
                render={({ field }) => (
                  <Switch
                    label="Send appointment reminders"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="reminderHoursBefore"
                render={({ field }) => (
                  <NumberInput
                    label="Hours before the appointment"
                    min={REMINDER_HOURS_MIN}
                    max={REMINDER_HOURS_MAX}
                    allowDecimal={false}
                    clampBehavior="none"
                    maw={300}
                    disabled={!manages || !remindersEnabled}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.reminderHoursBefore?.message}
                  />
                )}
              />
            </Stack>
          </SectionCard>

          <SectionCard
            title="Cancellation policy"
            description="Included in appointment confirmations."
          >
            <Textarea
              label="Policy"
              rows={4}
              error={errors.cancellationPolicy?.message}
              {...form.register('cancellationPolicy')}
            />
          </SectionCard>

          {manages && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save settings
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
