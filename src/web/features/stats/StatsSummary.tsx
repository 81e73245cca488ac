import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Stats } from '../../../domain/stats.js';
import { useClinicFormat } from '../../lib/clinic-format';
import { painChangeLabel, percentLabel } from './stats-format';

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} fz="xl" m={0}>
        {value}
      </Text>
      {note && (
        <Text component="dd" size="xs" c="dimmed" m={0}>
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** The range's headline numbers. */
export function StatsSummary({ stats }: { stats: Stats }) {
  const { appointments, revenue, treatmentPlans } = stats;
  const format = useClinicFormat();
  const revenueText =
    revenue.totals.length === 0
      ? '0'
      : revenue.totals.map((total) => format.money(total.amountMinor, total.currency)).join(' + ');
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, xl: 6 }} spacing="md" m={0}>
      <Tile label="Appointments" value={String(appointments.total)} />
      <Tile label="No-show rate" value={percentLabel(appointments.noShowRate)} />
      <Tile label="Cancellation rate" value={percentLabel(appointments.cancellationRate)} />
      <Tile label="Revenue" value={revenueText} note="Payments received less refunds" />
      <Tile label="Active treatment plans" value={String(treatmentPlans.active)} />
      <Tile
        label="Average change in pain"
        value={painChangeLabel(treatmentPlans.averagePainChange)}
        note={
          treatmentPlans.measured === 0
            ? 'No treatment plan has two pain scores in this range'
            : `Last minus first score, ${treatmentPlans.measured} treatment plan${treatmentPlans.measured === 1 ? '' : 's'}`
        }
      />
    </SimpleGrid>
  );
}
