import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StatsQuery } from '../../../domain/stats.js';
import { SectionCard } from '../../components/page/SectionCard';
import { toCsv } from '../../../domain/csv.js';
import { downloadTextFile } from '../../lib/download';
import { FigureTable } from './FigureTable';
import type { FigureTable as FigureTableModel } from './stats-tables';

interface FigureSectionProps {
  title: string;
  description?: ReactNode;
  table: FigureTableModel;
  range: StatsQuery;
  /** The chart; its `summary` names it for screen readers, the table gives every number. */
  chart?: ReactNode;
  summary?: string;
  /** Shown instead of the chart and table when there is nothing to show. */
  empty?: string;
  /** 'beside': chart and table side by side on wide screens; 'below': the table under it. */
  layout?: 'beside' | 'below';
}

export const csvFileName = (name: string, range: StatsQuery) =>
  `motio-${name}-${range.from}-to-${range.to}.csv`;

/** One figure of the stats screen: chart, its table and a CSV of the same numbers. */
export function FigureSection({
  title,
  description,
  table,
  range,
  chart,
  summary,
  empty,
  layout = 'beside',
}: FigureSectionProps) {
  const download = () =>
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with č, ć…).
    downloadTextFile(
      csvFileName(table.name, range),
      `\uFEFF${toCsv(table.csvColumns ?? table.columns, table.csv)}`,
      'text/csv;charset=utf-8',
    );
  return (
    <SectionCard title={title} description={description}>
      {empty ? (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: layout === 'beside' && chart ? 2 : 1 }} spacing="lg">
          {chart && (
            <div role="img" aria-label={summary ?? title}>
              {chart}
            </div>
          )}
          <Stack gap="sm" align="flex-start">
            <FigureTable table={table} />
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={download}
              aria-label={`Download CSV: ${title}`}
            >
              Download CSV
            </Button>
          </Stack>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
