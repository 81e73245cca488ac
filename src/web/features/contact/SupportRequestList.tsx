import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  supportCategoryLabels,
  supportRequestStatusLabels,
  type SupportRequest,
  type SupportRequestStatus,
} from '../../../domain/feedback.js';
import { PageNav } from '../../components/page/PageNav';
import { QueryContent } from '../../components/page/QueryContent';
import { formatDate, formatDateTime } from '../../lib/relative-time';
import { supportRequestsQuery } from './support-api';

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

const statusColors: Record<SupportRequestStatus, string> = {
  received: 'blue',
  in_progress: 'orange',
  resolved: 'teal',
};

function StatusBadge({ status }: { status: SupportRequestStatus }) {
  return (
    <Badge
      variant="light"
      color={statusColors[status]}
      // The label's ellipsis would let a table cell squeeze "Received" to "RE…".
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {supportRequestStatusLabels[status]}
    </Badge>
  );
}

const When = ({ at }: { at: string }) => (
  <time dateTime={at} title={formatDateTime(at)}>
    {formatDate(at)}
  </time>
);

function RequestTable({ requests }: { requests: SupportRequest[] }) {
  return (
    <Table verticalSpacing="sm" aria-label="Your support requests">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <When at={request.createdAt} />
            </Table.Td>
            <Table.Td>{supportCategoryLabels[request.category]}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{request.subject}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <StatusBadge status={request.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RequestCards({ requests }: { requests: SupportRequest[] }) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Your support requests"
    >
      {requests.map((request) => (
        <Paper key={request.id} component="li" withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                <When at={request.createdAt} />
              </Text>
              <StatusBadge status={request.status} />
            </Group>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {request.subject}
            </Text>
            <Text size="sm" c="dimmed">
              {supportCategoryLabels[request.category]}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** "Your requests": what the signed-in user asked support, newest first. */
export function SupportRequestList() {
  const [page, setPage] = useState(1);
  const query = useQuery(supportRequestsQuery(page));
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <QueryContent
      query={query}
      loadingLabel="Loading your requests"
      errorTitle="We couldn't load your requests."
    >
      {(data) =>
        data.total === 0 ? (
          <Text c="dimmed">You have not sent a support request yet.</Text>
        ) : (
          <Stack gap="md" aria-busy={query.isPlaceholderData}>
            {wide ? (
              <RequestTable requests={data.supportRequests} />
            ) : (
              <RequestCards requests={data.supportRequests} />
            )}
            <PageNav
              label="Pages of your requests"
              page={page}
              pages={data.pages}
              onChange={setPage}
              siblings={0}
            />
          </Stack>
        )
      }
    </QueryContent>
  );
}
