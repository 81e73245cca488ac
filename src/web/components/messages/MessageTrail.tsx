import { CardList } from '../lists/CardList';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Message } from '../../../domain/messages.js';
import { QueryContent } from '../page/QueryContent';
import { ChannelIcon } from './ChannelIcon';
import { messageKindLabels } from './message-labels';
import { MessageStatusBadge } from './MessageStatusBadge';
import { useClinicTimeFormat } from './use-clinic-time-format';

export const messageAnchor = (id: string) => `message-${id}`;

/** When it was queued, sent and delivered, as far as it got. */
export function MessageTimes({ message }: { message: Message }) {
  const time = useClinicTimeFormat();
  const steps = [
    ['Queued', message.queuedAt],
    ['Sent', message.sentAt],
    ['Delivered', message.deliveredAt],
  ] as const;
  return (
    <Group gap={4} wrap="wrap" component="p" m={0}>
      {steps
        .filter(([, at]) => at)
        .map(([label, at], index) => (
          <Text key={label} size="sm" c="dimmed" span>
            {index > 0 && '· '}
            {label}{' '}
            <time dateTime={at!} style={{ whiteSpace: 'nowrap' }}>
              {time(at!)}
            </time>
          </Text>
        ))}
    </Group>
  );
}

/**
 * Why it failed, and the email that replaced a failed text (or the text this email replaced).
 * `linkFallback` links to the email when it is listed on the same screen.
 */
export function MessageOutcome({
  message,
  linkFallback,
}: {
  message: Message;
  linkFallback: boolean;
}) {
  return (
    <>
      {message.error && (
        <Text
          size="sm"
          c="var(--mantine-color-red-light-color)"
          style={{ overflowWrap: 'anywhere' }}
        >
          {message.error}
        </Text>
      )}
      {message.fallbackMessageId &&
        (linkFallback ? (
          <Anchor size="sm" href={`#${messageAnchor(message.fallbackMessageId)}`}>
            Sent by email instead
          </Anchor>
        ) : (
          <Text size="sm">Sent by email instead</Text>
        ))}
      {message.isFallback && (
        <Text size="sm" c="dimmed">
          Replaced a failed text
        </Text>
      )}
    </>
  );
}

/** One message: what, how, to whom, whether it arrived. */
function MessageItem({
  message,
  listedIds,
  showPatient,
}: {
  message: Message;
  listedIds: Set<string>;
  showPatient: boolean;
}) {
  return (
    <Paper
      component="li"
      id={messageAnchor(message.id)}
      withBorder
      p="sm"
      radius="md"
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <ChannelIcon channel={message.channel} />
            <Text fw={600}>{messageKindLabels[message.kind]}</Text>
          </Group>
          <MessageStatusBadge status={message.status} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          To {message.to}
          {showPatient && message.patientId && message.patientName && (
            <>
              {' ('}
              <Anchor
                component={Link}
                to={`/dashboard/patients/${message.patientId}?tab=messages`}
                inherit
              >
                {message.patientName}
              </Anchor>
              )
            </>
          )}
        </Text>
        <MessageTimes message={message} />
        {message.body && (
          <Text size="sm" fs="italic" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            “{message.body}”
          </Text>
        )}
        <MessageOutcome
          message={message}
          linkFallback={
            message.fallbackMessageId !== null && listedIds.has(message.fallbackMessageId)
          }
        />
      </Stack>
    </Paper>
  );
}

/** Messages as a list of cards, in the order given. */
export function MessageList({
  messages,
  label,
  showPatient = false,
}: {
  messages: Message[];
  label: string;
  showPatient?: boolean;
}) {
  const listedIds = new Set(messages.map((message) => message.id));
  return (
    <CardList label={label}>
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          listedIds={listedIds}
          showPatient={showPatient}
        />
      ))}
    </CardList>
  );
}

/** A visit's or a patient's messages with their loading, error and empty states. */
export function MessagesContent({
  query,
  label,
  emptyText,
}: {
  query: UseQueryResult<Message[]>;
  label: string;
  emptyText: string;
}) {
  return (
    <QueryContent
      query={query}
      loadingLabel="Loading messages"
      errorTitle="We couldn't load the messages."
      empty={<Text c="dimmed">{emptyText}</Text>}
    >
      {(messages) => <MessageList messages={messages} label={label} />}
    </QueryContent>
  );
}
