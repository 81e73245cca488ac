import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { createLeaveSchema, LEAVE_REASON_MAX, type LeaveView } from '../../../domain/schedules.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { useAddLeave, useDeleteLeave } from './schedule-api';
import { firstMessages } from './field-messages';
import classes from './schedules.module.css';

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
        {leave.length === 0 ? (
          <Text size="sm" c="dimmed">
            No leave planned.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" className={classes.plainList} aria-label="Leave">
            {leave.map((item) => (
              <Group component="li" key={item.id} justify="space-between" wrap="nowrap" mih={36}>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {range(item)}
                  </Text>
                  {item.reason && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.reason}
                    </Text>
                  )}
                </div>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Delete leave ${range(item)}`}
                    loading={remove.isPending && remove.variables === item.id}
                    onClick={() =>
                      remove.mutate(item.id, {
                        onSuccess: () => notifySuccess('Leave deleted'),
                        onError: (error) => notifyError(errorMessage(error)),
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {canEdit && <AddLeaveForm userId={userId} />}
      </Stack>
    </SectionCard>
  );
}
