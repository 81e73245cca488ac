import { Anchor, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { errorMessage } from '../../lib/server-errors';

export interface OfferedOption {
  value: string;
  label: string;
}

interface OfferedCheckboxGroupProps<T> {
  label: string;
  /** The rows the options come from; each state (loading, failed, empty) says so in place. */
  query: UseQueryResult<T[]>;
  optionsOf: (rows: T[]) => OfferedOption[];
  /** What to do when there is nothing to offer, and where to do it. */
  empty: { text: string; linkLabel: string; to: string };
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** One kind of thing offered online (services, practitioners, locations), ticked one by one. */
export function OfferedCheckboxGroup<T>({
  label,
  query,
  optionsOf,
  empty,
  value,
  onChange,
  error,
}: OfferedCheckboxGroupProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-label={`Loading ${label.toLowerCase()}`} aria-busy>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Skeleton height={16} width="40%" />
        <Skeleton height={16} width="55%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={`We couldn't load the ${label.toLowerCase()}.`}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const options = optionsOf(query.data);
  if (options.length === 0) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {empty.text}{' '}
          <Anchor component={Link} to={empty.to} size="sm">
            {empty.linkLabel}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <Checkbox.Group
      label={label}
      description={value.length === 0 ? "None ticked: patients can't book online yet." : undefined}
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
