import { Card, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  messageChannels,
  messageKinds,
  messageStatuses,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
} from '../../../domain/messages.js';
import { EmptyState } from '../../components/lists/EmptyState';
import { NoMatchesEmptyState } from '../../components/lists/NoMatchesEmptyState';
import { PagedList } from '../../components/lists/PagedList';
import {
  messageChannelLabels,
  messageKindLabels,
  messageStatusLabels,
} from '../../components/messages/message-labels';
import { MessageList } from '../../components/messages/MessageTrail';
import { QueryContent } from '../../components/page/QueryContent';
import { useClinicSettings } from '../../lib/queries/clinic-settings';
import { messageLogQuery } from '../../lib/queries/messages';
import { logQueryOf } from './log-query';
import { MessagesTable } from './MessagesTable';
import { defaultPageParams, isLogFiltered, type MessagesPageParams } from './page-params';

const TABLE_MEDIA_QUERY = '(min-width: 48em)';
const loadingRows = [0, 1, 2, 3].map((row) => <Skeleton key={row} height={44} />);

const all = { value: 'all', label: 'All' };
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  all,
  ...values.map((value) => ({ value, label: labels[value] })),
];
const channelOptions = options(messageChannels, messageChannelLabels);
const statusOptions = options(messageStatuses, messageStatusLabels);
const kindOptions = options(messageKinds, messageKindLabels);

const totalLabel = (total: number) =>
  total === 1 ? '1 message' : `${total.toLocaleString('en')} messages`;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface MessageLogProps {
  params: MessagesPageParams;
  update: (change: Partial<MessagesPageParams>, options?: { replace?: boolean }) => void;
}

/** Every message the clinic sent, newest first, filtered by channel, status, kind and days. */
export function MessageLog({ params, update }: MessageLogProps) {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const timeZone = useClinicSettings().data?.timeZone ?? browserZone();
  const log = useQuery(messageLogQuery(logQueryOf(params, timeZone)));
  const clearFilters = () => update({ ...defaultPageParams, tab: params.tab });

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
          <Select
            label="Channel"
            allowDeselect={false}
            data={channelOptions}
            value={params.channel}
            onChange={(channel) => update({ channel: (channel ?? 'all') as MessageChannel })}
          />
          <Select
            label="Status"
            allowDeselect={false}
            data={statusOptions}
            value={params.status}
            onChange={(status) => update({ status: (status ?? 'all') as MessageStatus })}
          />
          <Select
            label="Kind"
            allowDeselect={false}
            data={kindOptions}
            value={params.kind}
            onChange={(kind) => update({ kind: (kind ?? 'all') as MessageKind })}
          />
          <TextInput
            type="date"
            label="From"
            value={params.from}
            max={params.to || undefined}
            onChange={(event) => update({ from: event.currentTarget.value }, { replace: true })}
          />
          <TextInput
            type="date"
            label="To"
            value={params.to}
            min={params.from || undefined}
            onChange={(event) => update({ to: event.currentTarget.value }, { replace: true })}
          />
        </SimpleGrid>
      </Card>
      <QueryContent
        query={log}
        loadingLabel="Loading messages"
        skeleton={loadingRows}
        errorTitle="We couldn't load the messages."
      >
        {(data) =>
          data.total === 0 ? (
            isLogFiltered(params) ? (
              <NoMatchesEmptyState title="No messages match" onClear={clearFilters}>
                Try other filters or show every message.
              </NoMatchesEmptyState>
            ) : (
              <EmptyState icon={<IconMessages size={26} />} title="No messages yet" action={null}>
                Confirmations, reminders and other messages to patients show here with whether they
                arrived.
              </EmptyState>
            )
          ) : (
            <PagedList
              totalLabel={totalLabel(data.total)}
              loadingPage={log.isPlaceholderData}
              page={params.page}
              pages={data.pages}
              onPage={(page) => update({ page })}
              compact={!wide}
              noun="messages"
              pageEmpty={data.messages.length === 0}
            >
              {wide ? (
                <MessagesTable messages={data.messages} />
              ) : (
                <MessageList messages={data.messages} label="Messages" showPatient />
              )}
            </PagedList>
          )
        }
      </QueryContent>
    </Stack>
  );
}
