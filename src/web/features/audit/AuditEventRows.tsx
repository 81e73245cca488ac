import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { describeAuditAction, type AuditEventView } from '../../../domain/audit-log.js';
import { actorLabel, formatAuditTime, subjectLabel } from './audit-display';

interface AuditEventRowsProps {
  events: AuditEventView[];
  timeZone: string;
}

function Subject({ event }: { event: AuditEventView }) {
  const label = subjectLabel(event);
  if (!label)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  if (event.patientId && event.patientName)
    return (
      <Anchor component={Link} to={`/dashboard/patients/${event.patientId}`}>
        {label}
      </Anchor>
    );
  return <>{label}</>;
}

const When = ({ at, timeZone }: { at: string; timeZone: string }) => (
  <time dateTime={at}>{formatAuditTime(at, timeZone)}</time>
);

/** The events on tablets and desktops. */
export function AuditEventTable({ events, timeZone }: AuditEventRowsProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label="Audit events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Member</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>IP address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <When at={event.at} timeZone={timeZone} />
              </Table.Td>
              <Table.Td>{actorLabel(event)}</Table.Td>
              <Table.Td>
                <span title={event.action}>{describeAuditAction(event.action)}</span>
              </Table.Td>
              <Table.Td>
                <Subject event={event} />
              </Table.Td>
              <Table.Td>
                <Text span size="sm" ff="monospace">
                  {event.ip ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The events on phones: one card each. */
export function AuditEventCards({ events, timeZone }: AuditEventRowsProps) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Audit events"
    >
      {events.map((event) => (
        <Paper key={event.id} component="li" withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Text fw={600}>{describeAuditAction(event.action)}</Text>
            <Text size="sm">
              {actorLabel(event)}
              {subjectLabel(event) && (
                <>
                  {' · '}
                  <Subject event={event} />
                </>
              )}
            </Text>
            <Group gap="xs" justify="space-between">
              <Text size="sm" c="dimmed">
                <When at={event.at} timeZone={timeZone} />
              </Text>
              {event.ip && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {event.ip}
                </Text>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
