import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createLeaveSchema,
  LEAVE_REASON_MAX,
  type CreateLeaveInput,
  type LeaveView,
} from '../../../domain/schedules.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useAddLeave, useDeleteLeave } from './schedule-api';
import { ScheduleEntryList } from './ScheduleEntryList';

interface LeaveCardProps {
  userId: string;
  leave: LeaveView[];
  canEdit: boolean;
  formatDate: (day: string) => string;
}

type LeaveDraft = z.input<typeof createLeaveSchema>;

const empty = { startsOn: '', endsOn: '', reason: '' };

function AddLeaveForm({ userId }: { userId: string }) {
  const add = useAddLeave(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LeaveDraft, unknown, CreateLeaveInput>({
    resolver: zodResolver(createLeaveSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setFormError(null);
    add.mutate(input, {
      onSuccess: () => {
        form.reset(empty);
        notifySuccess('Leave added');
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['startsOn', 'endsOn', 'reason']))
          setFormError(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add leave">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="First day"
            w={160}
            error={errors.startsOn?.message}
            {...form.register('startsOn')}
          />
          <TextInput
            type="date"
            label="Last day"
            w={160}
            error={errors.endsOn?.message}
            {...form.register('endsOn')}
          />
          <TextInput
            label="Reason"
            placeholder="e.g. Annual leave"
            maxLength={LEAVE_REASON_MAX}
            style={{ flex: 1, minWidth: 200 }}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        </Group>
        <FormError message={formError} />
        <Group>
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
          >
            Add leave
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Whole days off, with a reason; added and deleted at once. */
export function LeaveCard({ userId, leave, canEdit, formatDate }: LeaveCardProps) {
  const remove = useDeleteLeave(userId);
  const range = (item: LeaveView) =>
    item.startsOn === item.endsOn
      ? formatDate(item.startsOn)
      : `${formatDate(item.startsOn)} – ${formatDate(item.endsOn)}`;

  return (
    <SectionCard title="Leave" description="Whole days off, both dates included.">
      <Stack gap="md">
        <ScheduleEntryList
          label="Leave"
          noun="leave"
          emptyText="No leave planned."
          entries={leave.map((item) => ({ id: item.id, title: range(item), detail: item.reason }))}
          canEdit={canEdit}
          remove={remove}
        />
        {canEdit && <AddLeaveForm userId={userId} />}
      </Stack>
    </SectionCard>
  );
}
