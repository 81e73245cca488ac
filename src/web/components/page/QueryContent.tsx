import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/server-errors';
import { LoadError } from '../feedback/LoadError';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Names the placeholder while the data loads, e.g. "Loading sessions". */
  loadingLabel: string;
  /** The placeholder's shape; two rows of two lines unless given. */
  skeleton?: ReactNode;
  /** What could not be loaded, e.g. "We couldn't load your sessions." */
  errorTitle: string;
  /** Shown instead of the content when the answer is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

const twoLineRows = [0, 1].map((row) => (
  <Stack key={row} gap="xs">
    <Skeleton height={16} width="45%" />
    <Skeleton height={12} width="65%" />
  </Stack>
));

/** One read inside a section: a placeholder while it loads, the error with a retry, or the data. */
export function QueryContent<T>({
  query,
  loadingLabel,
  skeleton = twoLineRows,
  errorTitle,
  empty,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="md" aria-label={loadingLabel} aria-busy>
        {skeleton}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
