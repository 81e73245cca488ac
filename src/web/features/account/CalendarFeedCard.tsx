import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { DANGER_COLOR } from '../../lib/danger';
import { formatDateTime } from '../../lib/relative-time';
import { errorMessage } from '../../lib/server-errors';
import {
  calendarFeedQuery,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from './calendar-feed-api';

/**
 * A secret iCalendar address of your appointments in this clinic, for Google
 * or Apple Calendar. It shows times, patient initials and services only.
 */
export function CalendarFeedCard({ clinicName }: { clinicName: string }) {
  const status = useQuery(calendarFeedQuery);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  /** The address just made: the only moment it can be shown. */
  const [newUrl, setNewUrl] = useState<string | null>(null);

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: ({ url }) => setNewUrl(url),
      onError: (error) => notifyError(errorMessage(error)),
    });
  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setNewUrl(null);
        notifySuccess('Calendar feed turned off');
      },
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <SectionCard
      title="Calendar feed"
      description={`Subscribe to your ${clinicName} appointments from Google Calendar, Apple Calendar or Outlook. The feed shows times, patient initials and services, never full names.`}
    >
      <QueryContent
        query={status}
        loadingLabel="Loading your calendar feed"
        errorTitle="We couldn't load your calendar feed."
      >
        {(feed) => (
          <Stack gap="sm">
            {newUrl && (
              <Alert title="Your private calendar address" variant="light">
                <Stack gap="xs">
                  <Text size="sm">
                    Copy it now and add it to your calendar app as a subscription (&quot;From
                    URL&quot;). It is shown only once; anyone who has it can see your schedule.
                  </Text>
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <TextInput
                      label="Feed address"
                      value={newUrl}
                      readOnly
                      style={{ flex: 1 }}
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <CopyButton value={newUrl}>
                      {({ copied, copy }) => (
                        <Button variant="default" onClick={copy}>
                          {copied ? 'Copied' : 'Copy'}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                </Stack>
              </Alert>
            )}
            {feed.active && !newUrl && (
              <Text size="sm">
                Your feed is on since {formatDateTime(feed.createdAt!)}. Lost the address? Make a
                new one: the old one stops working.
              </Text>
            )}
            {!feed.active && (
              <Text size="sm" c="dimmed">
                You have no calendar feed.
              </Text>
            )}
            <Group gap="sm">
              <Button
                variant={feed.active ? 'default' : 'filled'}
                loading={create.isPending}
                onClick={makeAddress}
              >
                {feed.active ? 'Make a new address' : 'Create calendar feed'}
              </Button>
              {feed.active && (
                <Button
                  variant="subtle"
                  color={DANGER_COLOR}
                  loading={revoke.isPending}
                  onClick={stop}
                >
                  Turn off feed
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
