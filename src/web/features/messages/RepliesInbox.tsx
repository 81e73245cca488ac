import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Reply } from '../../../domain/messages.js';
import { FormError } from '../../components/feedback/FormError';
import { replyActionLabels } from '../../components/messages/message-labels';
import { useClinicTimeFormat } from '../../components/messages/use-clinic-time-format';
import { CardList } from '../../components/lists/CardList';
import { QueryContent } from '../../components/page/QueryContent';
import { messageRepliesQuery, useMarkReplyDone } from '../../lib/queries/messages';
import { errorMessage } from '../../lib/server-errors';

const actionColors: Record<Reply['action'], string> = {
  confirmed: 'teal',
  cancelled: 'gray',
  opted_out: 'orange',
  triage: 'blue',
};

/** One text a patient sent: who, what, when, about which visit, and Done once handled. */
function ReplyCard({ reply }: { reply: Reply }) {
  const time = useClinicTimeFormat();
  const done = useMarkReplyDone();
  const who = reply.patientName || 'Unknown number';
  const waiting = reply.action === 'triage' && reply.handledAt === null;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={`Reply from ${who}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            {reply.patientId && reply.patientName ? (
              <Anchor component={Link} to={`/dashboard/patients/${reply.patientId}`} fw={600}>
                {reply.patientName}
              </Anchor>
            ) : (
              <Text fw={600}>{who}</Text>
            )}
            <Text size="sm" c="dimmed">
              {reply.from} ·{' '}
              <time dateTime={reply.receivedAt} style={{ whiteSpace: 'nowrap' }}>
                {time(reply.receivedAt)}
              </time>
            </Text>
          </Stack>
          <Badge color={actionColors[reply.action]} variant="light">
            {replyActionLabels[reply.action]}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>“{reply.body}”</Text>
        {reply.note && (
          <Text size="sm" c="dimmed">
            {reply.note}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          {reply.appointmentId ? (
            <Anchor component={Link} to={`/dashboard/appointment/${reply.appointmentId}`} size="sm">
              Open the visit
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              No visit found for this reply
            </Text>
          )}
          {waiting ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={done.isPending}
              onClick={() => done.mutate(reply.id)}
              aria-label={`Done: reply from ${who}`}
            >
              Done
            </Button>
          ) : (
            reply.handledAt && (
              <Text size="sm" c="dimmed">
                Handled{' '}
                <time dateTime={reply.handledAt} style={{ whiteSpace: 'nowrap' }}>
                  {time(reply.handledAt)}
                </time>
              </Text>
            )
          )}
        </Group>
        {done.isError && <FormError message={errorMessage(done.error)} />}
      </Stack>
    </Paper>
  );
}

interface RepliesInboxProps {
  showHandled: boolean;
  onShowHandled: (showHandled: boolean) => void;
}

/** Texts from patients that Motio could not act on itself, waiting for a member of staff. */
export function RepliesInbox({ showHandled, onShowHandled }: RepliesInboxProps) {
  const replies = useQuery(messageRepliesQuery(showHandled ? 'all' : 'waiting'));
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          C or Yes confirms a visit and X or No cancels it by itself; STOP turns texts off. Any
          other reply waits here until someone has answered the patient.
        </Text>
        <Switch
          label="Show handled replies"
          checked={showHandled}
          onChange={(event) => onShowHandled(event.currentTarget.checked)}
        />
      </Group>
      <QueryContent
        query={replies}
        loadingLabel="Loading replies"
        errorTitle="We couldn't load the replies."
        empty={
          <Text c="dimmed" role="status">
            {showHandled ? 'No replies from patients yet.' : 'No replies are waiting. All done.'}
          </Text>
        }
      >
        {(list) => (
          <CardList label="Replies from patients">
            {list.map((reply) => (
              <ReplyCard key={reply.id} reply={reply} />
            ))}
          </CardList>
        )}
      </QueryContent>
    </Stack>
  );
}
