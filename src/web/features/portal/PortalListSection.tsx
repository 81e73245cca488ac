import { Divider, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { PendingMessage } from '../../components/page/PendingMessage';
import { serverMessage } from '../../lib/server-errors';
import { useSessionEnded } from './use-session-ended';

interface PortalListSectionProps<Item> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The list's accessible name. */
  listLabel: string;
  query: UseQueryResult<Item[]>;
  loadingText: string;
  errorTitle: string;
  emptyText: string;
  onSessionEnded: (note: string | null) => void;
  /** One list item (an `li`) per item. */
  children: (item: Item) => ReactNode;
}

/** A portal section listing what one read answers, with its loading, error and empty states. */
export function PortalListSection<Item>({
  id,
  title,
  listLabel,
  query,
  loadingText,
  errorTitle,
  emptyText,
  onSessionEnded,
  children,
}: PortalListSectionProps<Item>) {
  if (useSessionEnded(query.error, onSessionEnded)) return null;

  let content;
  if (query.isPending) {
    content = <PendingMessage>{loadingText}</PendingMessage>;
  } else if (query.isError) {
    content = (
      <LoadError
        title={errorTitle}
        message={serverMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    content = <Text>{emptyText}</Text>;
  } else {
    content = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={listLabel}
      >
        {query.data.map(children)}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={id} mt="xl">
      <Divider />
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {content}
    </Stack>
  );
}
