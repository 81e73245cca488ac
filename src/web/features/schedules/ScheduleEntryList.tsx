import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { errorMessage } from '../../lib/server-errors';
import classes from './schedules.module.css';

export interface ScheduleEntry {
  id: string;
  /** What the entry is, e.g. '21/12/2026 – 04/01/2027'; also names its Delete button. */
  title: string;
  detail?: string;
}

interface ScheduleEntryListProps {
  /** The list's name, e.g. 'Leave'; its Delete buttons read 'Delete {noun} {title}'. */
  label: string;
  noun: string;
  emptyText: string;
  entries: ScheduleEntry[];
  canEdit: boolean;
  remove: UseMutationResult<unknown, Error, string>;
}

/** Dated entries of a schedule (leave, extra shifts), each deleted at once. */
export function ScheduleEntryList({
  label,
  noun,
  emptyText,
  entries,
  canEdit,
  remove,
}: ScheduleEntryListProps) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" className={classes.plainList} aria-label={label}>
      {entries.map((entry) => (
        <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" mih={36}>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {entry.title}
            </Text>
            {entry.detail && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.detail}
              </Text>
            )}
          </div>
          {canEdit && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete ${noun} ${entry.title}`}
              loading={remove.isPending && remove.variables === entry.id}
              onClick={() =>
                remove.mutate(entry.id, {
                  onSuccess: () =>
                    notifySuccess(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted`),
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
  );
}
