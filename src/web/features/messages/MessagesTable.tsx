import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Message } from '../../../domain/messages.js';
import { ChannelIcon } from '../../components/messages/ChannelIcon';
import { messageKindLabels } from '../../components/messages/message-labels';
import { messageAnchor, MessageOutcome } from '../../components/messages/MessageTrail';
import { MessageStatusBadge } from '../../components/messages/MessageStatusBadge';
import { useClinicTimeFormat } from '../../components/messages/use-clinic-time-format';

/** The log on tablets and desktops: one row per message. */
export function MessagesTable({ messages }: { messages: Message[] }) {
  const time = useClinicTimeFormat();
  const listed = new Set(messages.map((message) => message.id));
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Messages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queued</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id} id={messageAnchor(message.id)}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" component="time" dateTime={message.queuedAt}>
                  {time(message.queuedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                {message.patientId && message.patientName ? (
                  <Anchor
                    component={Link}
                    to={`/dashboard/patients/${message.patientId}?tab=messages`}
                    size="sm"
                  >
                    {message.patientName}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    No patient
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ChannelIcon channel={message.channel} />
                  <Text size="sm">{messageKindLabels[message.kind]}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {message.to}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <MessageStatusBadge status={message.status} />
                  <MessageOutcome
                    message={message}
                    linkFallback={
                      message.fallbackMessageId !== null && listed.has(message.fallbackMessageId)
                    }
                  />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
