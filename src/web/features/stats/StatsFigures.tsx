import { SimpleGrid, Stack } from '@mantine/core';
import { appointmentStatuses, appointmentStatusLabels } from '../../../domain/scheduling.js';
import type { Stats, StatsQuery } from '../../../domain/stats.js';
import { useClinicFormat } from '../../lib/clinic-format';
import { FigureSection } from './FigureSection';
import {
  AppointmentsPerWeekChart,
  JobsChart,
  NewPatientsChart,
  RevenueChart,
  StatusDonut,
  UtilisationChart,
} from './stats-charts';
import { dayLabel, hoursValue, percentLabel } from './stats-format';
import {
  jobsTable,
  newPatientsTable,
  perWeekTable,
  receivedByServiceTable,
  statusTable,
  utilisationTable,
} from './stats-tables';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Each figure of the range: a chart, the same numbers as a table, and a CSV of them. */
export function StatsFigures({
  stats,
  range,
  pending,
}: {
  stats: Stats;
  range: StatsQuery;
  /** `stats` are the last range's while this one loads. */
  pending: boolean;
}) {
  const { appointments, utilisation, revenue } = stats;
  const format = useClinicFormat();
  const noAppointments = appointments.total === 0 ? 'No appointments in this range' : undefined;
  const busiest = appointments.perWeek.reduce((best, week) =>
    week.total > best.total ? week : best,
  );
  const currencies = revenue.totals.map((total) => total.currency);
  const newPatients = stats.newPatientsPerMonth.reduce((sum, month) => sum + month.count, 0);
  const received = receivedByServiceTable(stats, format.locale);
  const jobs = Object.values(stats.jobsByStatus).reduce((sum, count) => sum + count, 0);

  return (
    <Stack gap="lg">
      <FigureSection
        title="Appointments per week"
        description="Patient appointments starting each week (Monday to Sunday), by status."
        table={perWeekTable(stats)}
        range={range}
        pending={pending}
        layout="below"
        empty={noAppointments}
        summary={`${plural(appointments.total, 'appointment')} over ${plural(appointments.perWeek.length, 'week')}; the busiest week began ${dayLabel(busiest.weekStart)} with ${busiest.total}.`}
        chart={<AppointmentsPerWeekChart stats={stats} />}
      />
      <FigureSection
        title="Appointments by status"
        description={
          noAppointments
            ? 'Every status, with the no-show and cancellation rates.'
            : `No-shows ${percentLabel(appointments.noShowRate)} and cancellations ${percentLabel(appointments.cancellationRate)} of all appointments in the range.`
        }
        table={statusTable(stats)}
        range={range}
        pending={pending}
        empty={noAppointments}
        summary={`Appointments by status: ${appointmentStatuses
          .map((status) => `${appointmentStatusLabels[status]} ${appointments.byStatus[status]}`)
          .join(', ')}.`}
        chart={<StatusDonut stats={stats} />}
      />
      <FigureSection
        title="Therapist utilisation"
        description={`Booked time (no-shows and cancellations free it) against the clinic's ${hoursValue(utilisation.openingMinutes)} opening hours in the range.`}
        table={utilisationTable(stats)}
        range={range}
        pending={pending}
        empty={
          utilisation.therapists.length === 0 ? 'No therapists with appointments' : noAppointments
        }
        summary={`Share of opening hours booked: ${utilisation.therapists
          .map((row) => `${row.name} ${percentLabel(row.utilisation)}`)
          .join(', ')}.`}
        chart={<UtilisationChart stats={stats} />}
      />
      <FigureSection
        title="Money received by service"
        description="Payments less refunds received in the range, each split over the lines it paid, beside the service's completed visits and current list price."
        table={received}
        range={range}
        pending={pending}
        layout="below"
        empty={
          revenue.byService.length === 0 && revenue.totals.length === 0
            ? 'No money received and no completed visits in this range'
            : undefined
        }
        summary={`Money received by service: ${received.rows
          .map(([name, , , amount]) => `${name} ${amount}`)
          .join(', ')}.`}
        // Amounts in different currencies do not share an axis: the table lists them all.
        chart={
          currencies.length === 1 ? (
            <RevenueChart stats={stats} currency={currencies[0]!} />
          ) : undefined
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FigureSection
          title="New patients per month"
          description="Patient records added in the range."
          table={newPatientsTable(stats)}
          range={range}
          pending={pending}
          layout="below"
          empty={newPatients === 0 ? 'No new patients in this range' : undefined}
          summary={`${plural(newPatients, 'new patient')} over ${plural(stats.newPatientsPerMonth.length, 'month')}.`}
          chart={<NewPatientsChart stats={stats} />}
        />
        <FigureSection
          title="Jobs by status"
          description="Jobs created in the range, by where they stand now."
          table={jobsTable(stats)}
          range={range}
          pending={pending}
          layout="below"
          empty={jobs === 0 ? 'No jobs were created in this range' : undefined}
          summary={`${plural(jobs, 'job')} created in the range, by status.`}
          chart={<JobsChart stats={stats} />}
        />
      </SimpleGrid>
    </Stack>
  );
}
