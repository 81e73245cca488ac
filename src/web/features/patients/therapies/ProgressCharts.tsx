import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProgressEntry, TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { progressCharts, type ProgressChartModel } from './progress-chart-data';

const seriesColors = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6'];

function ProgressChart({ chart }: { chart: ProgressChartModel }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {chart.title}
      </Title>
      <div role="img" aria-label={`${chart.title}. ${chart.summary}`}>
        <LineChart
          h={220}
          data={chart.data}
          dataKey="date"
          series={chart.series.map((series, index) => ({
            name: series.name,
            label: series.label,
            color: seriesColors[index % seriesColors.length],
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

/** The plan's progress drawn against its goals' targets; the entries table is its full text. */
export function ProgressCharts({
  entries,
  goals,
}: {
  entries: ProgressEntry[];
  goals: TreatmentPlan['goals'];
}) {
  const charts = progressCharts(entries, goals);
  if (charts.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {entries.length === 0
          ? 'No progress recorded yet'
          : 'Nothing to chart yet: the entries so far have notes only.'}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: charts.length > 1 ? 2 : 1 }} spacing="lg">
      {charts.map((chart) => (
        <ProgressChart key={chart.title} chart={chart} />
      ))}
    </SimpleGrid>
  );
}
