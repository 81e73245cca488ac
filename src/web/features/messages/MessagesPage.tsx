import { Badge, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page/PageHeader';
import { messageRepliesQuery, testInboxQuery } from '../../lib/queries/messages';
import { DeliveryCard } from './DeliveryCard';
import { MessageLog } from './MessageLog';
import { useMessagesPageParams } from './page-params';
import { RepliesInbox } from './RepliesInbox';
import { TestInbox } from './TestInbox';

/** /dashboard/messages: what the clinic sent its patients, whether it arrived, and their replies. */
export function MessagesPage() {
  const { params, update } = useMessagesPageParams();
  const waiting = useQuery({ ...messageRepliesQuery('waiting'), select: (list) => list.length });
  // Answered only with the local SMS provider: the tab is there when the inbox is.
  const testInbox = useQuery(testInboxQuery);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Messages"
        description="Emails and texts sent to patients, whether they arrived, and the replies that need someone."
      />
      <DeliveryCard />
      <Tabs
        value={params.tab}
        onChange={(tab) => update({ tab: tab === 'replies' || tab === 'test-inbox' ? tab : 'log' })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="log">Log</Tabs.Tab>
          <Tabs.Tab
            value="replies"
            rightSection={
              waiting.data ? (
                <Badge size="sm" circle aria-label={`${waiting.data} waiting`}>
                  {waiting.data}
                </Badge>
              ) : undefined
            }
          >
            Replies
          </Tabs.Tab>
          {testInbox.isSuccess && <Tabs.Tab value="test-inbox">Test inbox</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="log" pt="lg">
          <MessageLog params={params} update={update} />
        </Tabs.Panel>
        <Tabs.Panel value="replies" pt="lg">
          <RepliesInbox
            showHandled={params.handled}
            onShowHandled={(handled) => update({ handled })}
          />
        </Tabs.Panel>
        {testInbox.isSuccess && (
          <Tabs.Panel value="test-inbox" pt="lg">
            <TestInbox />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
