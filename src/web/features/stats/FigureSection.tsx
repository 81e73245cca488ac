import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatsQuery } from '../../../domain/stats.js';
import { SectionCard } from '../../components/page/SectionCard';
import { CsvDownloadButton } from './CsvDownloadButton';
import { FigureTable } from './FigureTable';
import type { FigureTable as FigureTableModel } from './stats-tables';

interface FigureSectionProps {
  title: string;
  description?: ReactNode;
  table: FigureTableModel;
  range: StatsQuery;
  /** The figures are the last range's while this one loads: no CSV of them meanwhile. */
  pending?: boolean;
  /** The chart; its `summary` names it for screen readers, the table gives every number. */
  chart?: ReactNode;
  summary?: string;
  /** Shown instead of the chart and table when there is nothing to show. */
  empty?: string;
  /** 'beside': chart and table side by side on wide screens; 'below': the table under it. */
  layout?: 'beside' | 'below';
}

/** One figure of the stats screen: chart, its table and a CSV of the same numbers. */
export function FigureSection({
  title,
  description,
  table,
  range,
  pending,
  chart,
  summary,
  empty,
  layout = 'beside',
}: FigureSectionProps) {
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
            <CsvDownloadButton table={table} range={range} title={title} pending={pending} />
          </Stack>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
