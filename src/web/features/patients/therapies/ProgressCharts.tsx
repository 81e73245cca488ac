import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { progressCharts, type ProgressChartModel } from './progress-chart-data';

const seriesColors = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6'];

function ProgressChart({ chart }: { chart: ProgressChartModel }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {chart.title}
      </Title>
      {chart.note && (
        <Text size="xs" c="dimmed">
          {chart.note}
        </Text>
      )}
      <div role="img" aria-label={`${chart.title}. ${chart.summary}`}>
        <LineChart
          h={220}
          data={chart.data}
          dataKey="date"
          series={chart.series.map((series, index) => ({
            name: series.name,
            label: series.label,
            color: series.color ?? seriesColors[index % seriesColors.length],
          }))}
          yAxisProps={{
            domain: chart.yDomain,
            ...(chart.yTicks ? { ticks: chart.yTicks } : {}),
            allowDecimals: false,
            width: 44,
          }}
          unit={chart.unit}
          referenceLines={chart.targets.map((target) => ({
            y: target.value,
            label: target.label,
            color: 'red.6',
            strokeDasharray: '6 4',
            labelPosition: 'insideTopRight',
          }))}
          withLegend={chart.withLegend}
          curveType="linear"
          connectNulls
        />
      </div>
    </Stack>
  );
}

/**
 * The plan's progress drawn against every goal's target (a goal nothing measures yet shows its
 * baseline and target); the entries table is its full text.
 */
export function ProgressCharts({ plan }: { plan: TreatmentPlan }) {
  const { progress: entries } = plan;
  const charts = progressCharts(entries, plan.goals, plan.startsOn);
  const charted = entries.some(
    (entry) => entry.pain != null || entry.score != null || entry.rangeOfMotion.length > 0,
  );
  return (
    <Stack gap="lg">
      {!charted && (
        <Text c="dimmed" ta="center" py={charts.length > 0 ? 0 : 'xl'}>
          {entries.length === 0
            ? 'No progress recorded yet'
            : 'Nothing to chart yet: the entries so far have notes only.'}
        </Text>
      )}
      {charts.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: charts.length > 1 ? 2 : 1 }} spacing="lg">
          {charts.map((chart, index) => (
            <ProgressChart key={`${index}-${chart.title}`} chart={chart} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
