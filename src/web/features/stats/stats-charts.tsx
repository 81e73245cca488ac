import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Center } from '@mantine/core';
import { jobStatuses, jobStatusLabels } from '../../../domain/jobs.js';
import { appointmentStatuses, appointmentStatusLabels } from '../../../domain/scheduling.js';
import type { Stats } from '../../../domain/stats.js';
import { useClinicFormat } from '../../lib/clinic-format';
import { monthLabel, percentValue, shortDayLabel } from './stats-format';

/** The calendar's status colours, so a status looks the same on every screen. */
export const statusChartColors = {
  scheduled: 'blue.6',
  confirmed: 'teal.6',
  arrived: 'violet.6',
  completed: 'green.6',
  cancelled: 'gray.6',
  no_show: 'orange.6',
} as const;

const CHART_HEIGHT = 260;

export function AppointmentsPerWeekChart({ stats }: { stats: Stats }) {
  const data = stats.appointments.perWeek.map((week) => ({
    week: shortDayLabel(week.weekStart),
    ...week.byStatus,
  }));
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="week"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      series={appointmentStatuses.map((status) => ({
        name: status,
        label: appointmentStatusLabels[status],
        color: statusChartColors[status],
      }))}
      yAxisProps={{ allowDecimals: false, width: 40 }}
    />
  );
}

export function StatusDonut({ stats }: { stats: Stats }) {
  const data = appointmentStatuses
    .filter((status) => stats.appointments.byStatus[status] > 0)
    .map((status) => ({
      name: appointmentStatusLabels[status],
      value: stats.appointments.byStatus[status],
      color: statusChartColors[status],
    }));
  return (
    <Center>
      <DonutChart
        data={data}
        size={200}
        thickness={28}
        withTooltip
        chartLabel={`${stats.appointments.total} total`}
      />
    </Center>
  );
}

export function NewPatientsChart({ stats }: { stats: Stats }) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={stats.newPatientsPerMonth.map((row) => ({
        month: monthLabel(row.month),
        count: row.count,
      }))}
      dataKey="month"
      series={[{ name: 'count', label: 'New patients', color: 'teal.6' }]}
      yAxisProps={{ allowDecimals: false, width: 40 }}
    />
  );
}

export function UtilisationChart({ stats }: { stats: Stats }) {
  const rows = stats.utilisation.therapists;
  return (
    <BarChart
      h={Math.max(120, rows.length * 36 + 40)}
      data={rows.map((row) => ({
        name: row.name,
        utilisation: percentValue(row.utilisation) ?? 0,
      }))}
      dataKey="name"
      orientation="vertical"
      valueFormatter={(percent) => `${percent}%`}
      series={[{ name: 'utilisation', label: 'Utilisation', color: 'blue.6' }]}
      yAxisProps={{ width: 120 }}
    />
  );
}

/**
 * Money received in one currency by service, and the part on no service (a chart adds no sums
 * across currencies; the table has them all).
 */
export function RevenueChart({ stats, currency }: { stats: Stats; currency: string }) {
  const format = useClinicFormat();
  const rows = stats.revenue.byService
    .filter((row) => row.currency === currency)
    .map((row) => ({ name: row.name, amount: row.amountMinor }));
  const withoutService =
    stats.revenue.totals.find((total) => total.currency === currency)?.withoutServiceMinor ?? 0;
  if (withoutService !== 0) rows.push({ name: 'Not tied to a service', amount: withoutService });
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="name"
      valueFormatter={(amountMinor) => format.money(amountMinor, currency)}
      series={[{ name: 'amount', label: `Received (${currency})`, color: 'grape.6' }]}
      yAxisProps={{ width: 80 }}
    />
  );
}

export function JobsChart({ stats }: { stats: Stats }) {
  return (
    <BarChart
      h={200}
      data={jobStatuses.map((status) => ({
        status: jobStatusLabels[status],
        jobs: stats.jobsByStatus[status],
      }))}
      dataKey="status"
      series={[{ name: 'jobs', label: 'Jobs', color: 'cyan.6' }]}
      yAxisProps={{ allowDecimals: false, width: 40 }}
    />
  );
}
