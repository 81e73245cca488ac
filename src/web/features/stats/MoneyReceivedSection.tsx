import { Group, Loader, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  revenueGroupingLabels,
  revenueGroupings,
  type ReportRange,
  type RevenueGrouping,
} from '../../../domain/billing-reports.js';
import { LoadError } from '../../components/feedback/LoadError';
import { SectionCard } from '../../components/page/SectionCard';
import { useClinicFormat } from '../../lib/clinic-format';
import { errorMessage } from '../../lib/server-errors';
import { revenueReportQuery } from './billing-reports-api';
import { CsvDownloadButton } from './CsvDownloadButton';
import { FigureTable } from './FigureTable';
import { receivedTable } from './report-tables';

const TITLE = 'Money received';

/** Theme breakpoint sm (48em): the groupings side by side from tablets up. */
const WIDE_MEDIA_QUERY = '(min-width: 48em)';

/** Payments less refunds received in the range, by practitioner, service, payer, location or method. */
export function MoneyReceivedSection({ range }: { range: ReportRange }) {
  const wide = useMediaQuery(WIDE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [groupBy, setGroupBy] = useState<RevenueGrouping>('practitioner');
  const report = useQuery(revenueReportQuery(range, groupBy));
  const format = useClinicFormat();
  const table = report.data && receivedTable(report.data, format.locale);

  return (
    <SectionCard
      title={TITLE}
      description="Payments less refunds received in the range, by the day they came in. A payment for an invoice is split over its lines; credit no invoice has taken yet is shown on its own."
    >
      <SegmentedControl
        aria-label="Group money received by"
        value={groupBy}
        onChange={(value) => setGroupBy(value as RevenueGrouping)}
        data={revenueGroupings.map((grouping) => ({
          value: grouping,
          label: revenueGroupingLabels[grouping],
        }))}
        orientation={wide ? 'horizontal' : 'vertical'}
        fullWidth={!wide}
        w={wide ? 'fit-content' : undefined}
      />
      {report.isError ? (
        <LoadError
          title="We couldn't load the money received."
          message={errorMessage(report.error)}
          onRetry={() => void report.refetch()}
        />
      ) : !table ? (
        <Stack gap="xs" aria-label="Loading the money received" aria-busy>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </Stack>
      ) : table.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No money received in this period
        </Text>
      ) : (
        <Stack gap="sm" align="flex-start" aria-busy={report.isPlaceholderData}>
          {report.isPlaceholderData && (
            <Group gap="xs">
              <Loader size="xs" aria-label="Loading the money received" />
            </Group>
          )}
          <FigureTable table={table} />
          <CsvDownloadButton
            table={table}
            range={range}
            title={TITLE}
            pending={report.isPlaceholderData}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
