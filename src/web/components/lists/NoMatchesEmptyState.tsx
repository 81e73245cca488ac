import { Button } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

interface NoMatchesEmptyStateProps {
  title: string;
  children: ReactNode;
  onClear: () => void;
}

/** Records exist, but none matches the search and filters: offer to clear them. */
export function NoMatchesEmptyState({ title, children, onClear }: NoMatchesEmptyStateProps) {
  return (
    <EmptyState
      title={title}
      action={
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          Clear filters
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
