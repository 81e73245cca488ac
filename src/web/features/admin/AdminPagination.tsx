import { Group, Pagination, Text } from '@mantine/core';

interface AdminPaginationProps {
  page: number;
  pages: number;
  total: number;
  /** "users", "messages", "clinics". */
  noun: string;
  onChange: (page: number) => void;
}

/** The total and, when there is more than one page, the pages. */
export function AdminPagination({ page, pages, total, noun, onChange }: AdminPaginationProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {total} {noun}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
          })}
        />
      )}
    </Group>
  );
}
