import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createExtraShiftSchema,
  type CreateExtraShiftInput,
  type ExtraShiftView,
} from '../../../domain/schedules.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { ScheduleEntryList } from './ScheduleEntryList';
import { useAddExtraShift, useDeleteExtraShift } from './schedule-api';
import type { LocationOption } from './WeeklySpanRow';

interface ExtraShiftsCardProps {
  userId: string;
  extraShifts: ExtraShiftView[];
  canEdit: boolean;
  locations: LocationOption[];
  locationName: (id: string) => string;
  formatDate: (day: string) => string;
}

/** A time field cannot hold 24:00: an end of 00:00 means midnight. */
const midnightAsDayEnd = (time: string) => (time === '00:00' ? '24:00' : time);

type ExtraShiftDraft = z.input<typeof createExtraShiftSchema>;

function AddExtraShiftForm({ userId, locations }: { userId: string; locations: LocationOption[] }) {
  const add = useAddExtraShift(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const initial = { locationId: locations[0]?.value ?? '', date: '', start: '09:00', end: '13:00' };
  const form = useForm<ExtraShiftDraft, unknown, CreateExtraShiftInput>({
    resolver: zodResolver(createExtraShiftSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setFormError(null);
    add.mutate(input, {
      onSuccess: () => {
        form.reset({ ...initial, locationId: input.locationId });
        notifySuccess('Extra shift added');
      },
      onError: (error) => {
        const fields = ['locationId', 'date', 'start', 'end'] as const;
        if (!applyServerFieldErrors(error, form.setError, fields))
          setFormError(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add an extra shift">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="Date"
            w={160}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <Controller
            control={form.control}
            name="locationId"
            render={({ field, fieldState }) => (
              <Select
                label="Location"
                data={locations}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                allowDeselect={false}
                w={170}
              />
            )}
          />
          <TextInput
            type="time"
            step={300}
            label="Starts"
            w={136}
            error={errors.start?.message}
            {...form.register('start')}
          />
          <TextInput
            type="time"
            step={300}
            label="Ends"
            w={136}
            error={errors.end?.message}
            {...form.register('end', { setValueAs: midnightAsDayEnd })}
          />
        </Group>
        <FormError message={formError} />
        <Group>
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
            disabled={locations.length === 0}
          >
            Add extra shift
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One-off shifts on top of the weekly hours (a Saturday, a colleague's cover). */
export function ExtraShiftsCard({
  userId,
  extraShifts,
  canEdit,
  locations,
  locationName,
  formatDate,
}: ExtraShiftsCardProps) {
  const remove = useDeleteExtraShift(userId);
  const describe = (shift: ExtraShiftView) =>
    `${formatDate(shift.date)}, ${shift.start}–${shift.end}`;

  return (
    <SectionCard title="Extra shifts" description="One-off shifts on top of the weekly hours.">
      <Stack gap="md">
        <ScheduleEntryList
          label="Extra shifts"
          noun="extra shift"
          emptyText="No extra shifts."
          entries={extraShifts.map((shift) => ({
            id: shift.id,
            title: describe(shift),
            detail: locationName(shift.locationId),
          }))}
          canEdit={canEdit}
          remove={remove}
        />
        {canEdit && <AddExtraShiftForm userId={userId} locations={locations} />}
      </Stack>
    </SectionCard>
  );
}
