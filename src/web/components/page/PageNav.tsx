import { Group, Pagination } from '@mantine/core';

interface PageNavProps {
  /** Names the navigation landmark, e.g. "Pages of the audit log". */
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Pages shown either side of the current one (0 on phones). */
  siblings?: number;
}

/** Pagination under a list, as a named landmark whose controls say which page they go to. */
export function PageNav({ label, page, pages, onChange, siblings = 1 }: PageNavProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={siblings}
        getControlProps={(control) => ({
          'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
        })}
      />
    </Group>
  );
}
