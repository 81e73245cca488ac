import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { createLeaveSchema, LEAVE_REASON_MAX, type LeaveView } from '../../../domain/schedules.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { useAddLeave, useDeleteLeave } from './schedule-api';
import { firstMessages } from './field-messages';
import { ScheduleEntryList } from './ScheduleEntryList';

interface LeaveCardProps {
  userId: string;
  leave: LeaveView[];
  canEdit: boolean;
  formatDate: (day: string) => string;
}

const empty = { startsOn: '', endsOn: '', reason: '' };

function AddLeaveForm({ userId }: { userId: string }) {
  const add = useAddLeave(userId);
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createLeaveSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(empty);
        notifySuccess('Leave added');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        else setFormError(errorMessage(error));
      },
    });
  };

  const field = (name: keyof typeof empty) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add leave">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput type="date" label="First day" w={160} {...field('startsOn')} />
          <TextInput type="date" label="Last day" w={160} {...field('endsOn')} />
          <TextInput
            label="Reason"
            placeholder="e.g. Annual leave"
            maxLength={LEAVE_REASON_MAX}
            style={{ flex: 1, minWidth: 200 }}
            {...field('reason')}
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
