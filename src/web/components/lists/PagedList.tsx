import { Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PagedListProps {
  /** E.g. "42 jobs". */
  totalLabel: string;
  /** The next page is loading while this one stays on screen. */
  loadingPage: boolean;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Fewer page buttons, for phones. */
  compact: boolean;
  /** What is listed, in the plural: "jobs". */
  noun: string;
  /** This page has no rows (a link to a page that no longer exists). */
  pageEmpty: boolean;
  children: ReactNode;
}

/** One page of a server-paged list: how many in all, the rows, and the page buttons. */
export function PagedList({
  totalLabel,
  loadingPage,
  page,
  pages,
  onPage,
  compact,
  noun,
  pageEmpty,
  children,
}: PagedListProps) {
  return (
    <Stack gap="md" aria-busy={loadingPage}>
      <Group gap="xs">
        <Text fw={500} role="status">
          {totalLabel}
        </Text>
        {loadingPage && <Loader size="xs" aria-label="Loading the page" />}
      </Group>
      {pageEmpty ? (
        <Group gap="sm">
          <Text c="dimmed">There are no {noun} on this page.</Text>
          <Button variant="default" size="xs" onClick={() => onPage(1)}>
            Go to the first page
          </Button>
        </Group>
      ) : (
        children
      )}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={`Pages of ${noun}`}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            siblings={compact ? 0 : 1}
            getControlProps={(control) => ({
              'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
