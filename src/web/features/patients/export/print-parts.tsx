import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './PrintRecordPage.module.css';

/** One titled part of the printed record; `empty` stands in when it has nothing. */
export function PrintSection({
  title,
  empty,
  children,
}: {
  title: string;
  /** Shown instead of the content, e.g. "No diagnoses recorded." */
  empty?: string | false;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" className={classes.section} aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} className={classes.sectionTitle}>
        {title}
      </Title>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </Stack>
  );
}

/** A table that scrolls sideways on a phone and prints whole. */
export function PrintTable({
  head,
  rows,
  minWidth = 560,
  nowrap = [],
}: {
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  minWidth?: number;
  /** Columns of short values (dates, numbers, names) that read badly when wrapped. */
  nowrap?: number[];
}) {
  const cellClass = (index: number) => (nowrap.includes(index) ? classes.nowrap : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth} className={classes.tableScroll}>
      <Table withTableBorder verticalSpacing="xs" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {head.map((label) => (
              <Table.Th key={label} className={cellClass(head.indexOf(label))}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={head[index]} className={cellClass(index)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Label and value pairs in two columns (one on a phone). */
export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} className={classes.preWrap}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A longer text of the record (history, notes), kept with its line breaks. */
export function TextBlock({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className={classes.keepTogether}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text className={classes.preWrap}>{text}</Text>
    </div>
  );
}
