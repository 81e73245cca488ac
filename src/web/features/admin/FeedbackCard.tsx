import { Badge, Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { INTERNAL_NOTES_MAX, type AdminFeedbackItem } from '../../../domain/admin.js';
import { triageStatuses, triageStatusLabels, type TriageStatus } from '../../../domain/feedback.js';
import { FormError } from '../../components/feedback/FormError';
import { notifySuccess } from '../../components/toasts/notify';
import { formatDateTime } from '../../lib/relative-time';
import { errorMessage } from '../../lib/server-errors';
import { useUpdateFeedback } from './admin-api';
import { categoryLabel } from './admin-format';

const statusOptions = triageStatuses.map((status) => ({
  value: status,
  label: triageStatusLabels[status],
}));

const statusColors: Record<TriageStatus, string> = {
  new: 'blue',
  triaged: 'orange',
  planned: 'grape',
  done: 'green',
};

/** One message with the operator's triage: its status and notes only the operators see. */
export function FeedbackCard({ item }: { item: AdminFeedbackItem }) {
  const update = useUpdateFeedback();
  const [status, setStatus] = useState<TriageStatus>(item.status);
  const [notes, setNotes] = useState(item.internalNotes);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = status !== item.status || notes.trim() !== item.internalNotes;
  const tooLong = notes.length > INTERNAL_NOTES_MAX;
  const title = item.subject ?? `${categoryLabel(item.category)} feedback`;
  const from = [item.senderName, item.senderEmail].filter(Boolean).join(', ') || 'Unknown sender';

  const save = () => {
    setFailure(null);
    update.mutate(
      { kind: item.kind, id: item.id, changes: { status, internalNotes: notes } },
      {
        onSuccess: () => notifySuccess('Triage saved'),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Card withBorder padding="md" component="li" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap={6}>
            <Badge variant="light" color={item.kind === 'feedback' ? 'teal' : 'indigo'}>
              {item.kind === 'feedback' ? 'Feedback' : 'Contact'}
            </Badge>
            <Badge variant="outline" color="gray">
              {categoryLabel(item.category)}
            </Badge>
            <Badge variant="light" color={statusColors[item.status]}>
              {triageStatusLabels[item.status]}
            </Badge>
            {item.rating !== null && (
              <Badge variant="outline" color="gray">
                Rated {item.rating} of 5
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt)}
          </Text>
        </Group>
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            From {from}
            {item.clinicName && ` · ${item.clinicName}`}
            {item.page && ` · sent from ${item.page}`}
          </Text>
        </Stack>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.message}
        </Text>
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Status"
            data={statusOptions}
            value={status}
            onChange={(value) => value && setStatus(value as TriageStatus)}
            allowDeselect={false}
            maw={200}
            miw={160}
          />
          <Textarea
            label="Internal notes"
            description="Only operators see these."
            autosize
            minRows={2}
            maxRows={8}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            error={tooLong ? `Use at most ${INTERNAL_NOTES_MAX} characters.` : undefined}
            miw={220}
          />
        </Group>
        <FormError message={failure} />
        <Group justify="flex-end">
          <Button
            size="xs"
            onClick={save}
            disabled={!changed || tooLong}
            loading={update.isPending}
          >
            Save triage
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
