import { NativeSelect, Stack, Switch } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SLOT_SPACING_CHOICES, type SlotSpacingMinutes } from '../../../domain/clinic-settings.js';
import type { ClinicSettingsFormValues, ValidClinicSettingsForm } from './clinic-settings-form';

const spacingOptions = SLOT_SPACING_CHOICES.map((minutes) => ({
  value: String(minutes),
  label: minutes === 60 ? 'Every hour' : `Every ${minutes} minutes`,
}));

/** Slot spacing, and whether clinicians edit their own working hours. */
export function SchedulingFields({
  form,
}: {
  form: UseFormReturn<ClinicSettingsFormValues, unknown, ValidClinicSettingsForm>;
}) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="slotSpacingMinutes"
        render={({ field }) => (
          <NativeSelect
            label="Slot spacing"
            description="Free times are offered on this grid, e.g. 9:00, 9:15, 9:30."
            data={spacingOptions}
            maw={400}
            value={String(field.value)}
            onChange={(event) =>
              field.onChange(Number(event.currentTarget.value) as SlotSpacingMinutes)
            }
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.slotSpacingMinutes?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="cliniciansEditOwnSchedule"
        render={({ field }) => (
          <Switch
            label="Clinicians edit their own schedule"
            description="Off: owners and administrators set everyone's working hours and leave; clinicians only see theirs."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </Stack>
  );
}
