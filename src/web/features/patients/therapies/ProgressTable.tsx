import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProgressEntry } from '../../../../domain/treatment-plans.js';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { notifySuccess } from '../../../components/toasts/notify';
import { formatMeasure, formatPlanDate } from './plan-display';

interface ProgressTableProps {
  /** Oldest first, as the API answers; the table shows the newest first. */
  entries: ProgressEntry[];
  /** Whether the signed-in member may delete this entry (its recorder, an owner or an admin). */
  canDelete: (entry: ProgressEntry) => boolean;
  onDelete: (entryId: string) => Promise<unknown>;
}

/** Every progress entry in words: the charts' text alternative. */
export function ProgressTable({ entries, canDelete, onDelete }: ProgressTableProps) {
  const [deleting, setDeleting] = useState<ProgressEntry | null>(null);
  if (entries.length === 0) return null;
  const newestFirst = [...entries].reverse();
  const anyDeletable = entries.some(canDelete);

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" aria-label="Progress entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Pain</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th>Range of motion</Table.Th>
              <Table.Th>Notes</Table.Th>
              <Table.Th>Recorded by</Table.Th>
              {anyDeletable && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {newestFirst.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatPlanDate(entry.recordedOn)}
                </Table.Td>
                <Table.Td ta="right">{entry.pain == null ? '—' : `${entry.pain}/10`}</Table.Td>
                <Table.Td>
                  {entry.score == null
                    ? '—'
                    : `${formatMeasure(entry.score)}${entry.outcomeMeasure ? ` (${entry.outcomeMeasure})` : ''}`}
                </Table.Td>
                <Table.Td>
                  {entry.rangeOfMotion.length === 0
                    ? '—'
                    : entry.rangeOfMotion.map((reading, index) => (
                        <Text key={index} inherit>
                          {reading.joint} {reading.movement.toLowerCase()}:{' '}
                          {formatMeasure(reading.degrees)}°
                        </Text>
                      ))}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{entry.notes || '—'}</Table.Td>
                <Table.Td>{entry.recordedByName ?? 'A former member'}</Table.Td>
                {anyDeletable && (
                  <Table.Td>
                    {canDelete(entry) && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete the entry of ${formatPlanDate(entry.recordedOn)}`}
                        onClick={() => setDeleting(entry)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this progress entry?"
        confirmLabel="Delete entry"
        keepLabel="Keep it"
        danger
        onConfirm={async () => {
          await onDelete(deleting!.id);
          notifySuccess('Progress entry deleted');
        }}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          The entry of {deleting ? formatPlanDate(deleting.recordedOn) : ''} disappears from the
          table and the charts. To correct it, delete it and record it again.
        </Text>
      </ConfirmModal>
    </>
  );
}
