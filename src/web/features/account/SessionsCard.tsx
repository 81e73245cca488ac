import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { notifySuccess, notifyError } from '../../components/toasts/notify';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { AccountSession } from '../../../domain/account.js';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';
import { errorMessage } from '../../lib/server-errors';
import { accountSessionsQuery, useEndSession } from './api';
import { describeUserAgent } from './describe-user-agent';

/** This device first, then the most recently active. */
function byRecentUse(a: AccountSession, b: AccountSession): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.lastSeenAt.localeCompare(a.lastSeenAt);
}

/** Where the user is signed in (GET /account/sessions), and signing out other devices. */
export function SessionsCard() {
  const sessions = useQuery(accountSessionsQuery);

  return (
    <SectionCard
      title="Active sessions"
      description="Devices signed in to your account. Sign out any you don't recognise."
    >
      <QueryContent
        query={sessions}
        loadingLabel="Loading sessions"
        errorTitle="We couldn't load your sessions."
      >
        {(data) => <SessionList sessions={[...data].sort(byRecentUse)} />}
      </QueryContent>
    </SectionCard>
  );
}

function SessionList({ sessions }: { sessions: AccountSession[] }) {
  const hasOthers = sessions.some((session) => !session.current);
  return (
    <Stack gap="sm">
      {sessions.map((session, index) => (
        <Fragment key={session.id}>
          {index > 0 && <Divider />}
          <SessionRow session={session} />
        </Fragment>
      ))}
      {!hasOthers && (
        <Text size="sm" c="dimmed">
          You are not signed in on any other device.
        </Text>
      )}
    </Stack>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  const device = describeUserAgent(session.userAgent);

  const signOut = () =>
    endSession.mutate(session.id, {
      onSuccess: () => notifySuccess(`Signed out ${device}`),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={0}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {device}
          </Text>
          {session.current && (
            <Badge variant="light" size="sm">
              This device
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {session.ip ?? 'Unknown IP address'} · Active{' '}
          <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
            {session.current ? 'now' : formatRelativeTime(session.lastSeenAt)}
          </time>
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="default"
          size="xs"
          loading={endSession.isPending}
          onClick={signOut}
          aria-label={`Sign out ${device}, last active ${formatRelativeTime(session.lastSeenAt)}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}
