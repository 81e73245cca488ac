import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { createExtraShiftSchema, type ExtraShiftView } from '../../../domain/schedules.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { firstMessages } from './field-messages';
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

function AddExtraShiftForm({ userId, locations }: { userId: string; locations: LocationOption[] }) {
  const add = useAddExtraShift(userId);
  const initial = { locationId: locations[0]?.value ?? '', date: '', start: '09:00', end: '13:00' };
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { ...draft, end: draft.end === '00:00' ? '24:00' : draft.end };
    const parsed = createExtraShiftSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDraft({ ...initial, locationId: draft.locationId });
        notifySuccess('Extra shift added');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        else setFormError(errorMessage(error));
      },
    });
  };

  const text = (name: 'date' | 'start' | 'end') => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add an extra shift">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput type="date" label="Date" w={160} {...text('date')} />
          <Select
            label="Location"
            data={locations}
            value={draft.locationId || null}
            onChange={(value) => setDraft({ ...draft, locationId: value ?? '' })}
            error={errors.locationId}
            allowDeselect={false}
            w={170}
          />
          <TextInput type="time" step={300} label="Starts" w={136} {...text('start')} />
          <TextInput type="time" step={300} label="Ends" w={136} {...text('end')} />
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
