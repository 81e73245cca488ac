import { jobStatusLabels, jobStatuses } from '../../../domain/jobs.js';
import { appointmentStatuses, appointmentStatusLabels } from '../../../domain/scheduling.js';
import type { Stats } from '../../../domain/stats.js';
import type { CsvCell } from '../../../domain/csv.js';
import {
  hoursValue,
  monthLabel,
  moneyLabel,
  moneyValue,
  percentLabel,
  percentValue,
  weekLabel,
} from './stats-format';

/** One figure as a table: what the screen shows and what its CSV holds (raw numbers). */
export interface FigureTable {
  caption: string;
  /** The CSV's name without the range and extension, e.g. 'appointments-per-week'. */
  name: string;
  columns: string[];
  /** The CSV's header when it has more columns than the screen (the default: `columns`). */
  csvColumns?: string[];
  /** Columns holding numbers: aligned right. */
  numeric: boolean[];
  rows: string[][];
  /** A closing row such as the total, set apart below the rows (the CSV has it last). */
  footer?: string[];
  csv: CsvCell[][];
}

const text = (cells: CsvCell[]) => cells.map((value) => (value === null ? '—' : String(value)));
const plain = (columns: string[], rows: CsvCell[][], caption: string, name: string) => ({
  caption,
  name,
  columns,
  numeric: columns.map((_, index) => index > 0),
  rows: rows.map(text),
  csv: rows,
});

export function perWeekTable(stats: Stats): FigureTable {
  const statusColumns = appointmentStatuses.map((status) => appointmentStatusLabels[status]);
  return plain(
    ['Week of', ...statusColumns, 'Total'],
    stats.appointments.perWeek.map((week) => [
      weekLabel(week.weekStart),
      ...appointmentStatuses.map((status) => week.byStatus[status]),
      week.total,
    ]),
    'Appointments per week, by status',
    'appointments-per-week',
  );
}

export function statusTable(stats: Stats): FigureTable {
  const { byStatus, total } = stats.appointments;
  const rows = appointmentStatuses.map((status) => {
    const share = total > 0 ? byStatus[status] / total : null;
    return { status, count: byStatus[status], share };
  });
  return {
    caption: 'Appointments by status',
    name: 'appointments-by-status',
    columns: ['Status', 'Appointments', 'Share'],
    numeric: [false, true, true],
    rows: rows.map((row) => [
      appointmentStatusLabels[row.status],
      String(row.count),
      percentLabel(row.share),
    ]),
    csv: rows.map((row) => [
      appointmentStatusLabels[row.status],
      row.count,
      percentValue(row.share),
    ]),
  };
}

export function newPatientsTable(stats: Stats): FigureTable {
  return plain(
    ['Month', 'New patients'],
    stats.newPatientsPerMonth.map((month) => [monthLabel(month.month), month.count]),
    'New patients per month',
    'new-patients-per-month',
  );
}

export function utilisationTable(stats: Stats): FigureTable {
  const { therapists, openingMinutes } = stats.utilisation;
  return {
    caption: `Booked hours of ${hoursValue(openingMinutes)} opening hours`,
    name: 'therapist-utilisation',
    columns: ['Therapist', 'Appointments', 'Booked hours', 'Utilisation'],
    numeric: [false, true, true, true],
    rows: therapists.map((row) => [
      row.name,
      String(row.appointments),
      String(hoursValue(row.bookedMinutes)),
      percentLabel(row.utilisation),
    ]),
    csv: therapists.map((row) => [
      row.name,
      row.appointments,
      hoursValue(row.bookedMinutes),
      percentValue(row.utilisation),
    ]),
  };
}

/** The row of money no service accounts for, so the table adds up to the total received. */
export const WITHOUT_SERVICE_LABEL = 'Not tied to a service (credit, free lines)';

/**
 * Money received per service, then per currency the part on no service. Amounts on screen in the
 * clinic's `locale`; the CSV keeps them raw.
 */
export function receivedByServiceTable(stats: Stats, locale: string): FigureTable {
  const { byService, totals } = stats.revenue;
  const withoutService = totals.filter((total) => total.withoutServiceMinor !== 0);
  return {
    caption: 'Money received by service',
    name: 'money-received-by-service',
    // On screen the amounts carry their currency; the CSV has raw amounts and a currency column.
    columns: ['Service', 'Completed', 'List price', 'Received'],
    csvColumns: ['Service', 'Completed', 'List price', 'Received', 'Currency'],
    numeric: [false, true, true, true],
    rows: [
      ...byService.map((row) => [
        row.name,
        String(row.completed),
        moneyLabel(row.priceMinor, row.currency, locale),
        moneyLabel(row.amountMinor, row.currency, locale),
      ]),
      ...withoutService.map((total) => [
        WITHOUT_SERVICE_LABEL,
        '—',
        '—',
        moneyLabel(total.withoutServiceMinor, total.currency, locale),
      ]),
    ],
    csv: [
      ...byService.map((row) => [
        row.name,
        row.completed,
        moneyValue(row.priceMinor, row.currency),
        moneyValue(row.amountMinor, row.currency),
        row.currency,
      ]),
      ...withoutService.map((total) => [
        WITHOUT_SERVICE_LABEL,
        null,
        null,
        moneyValue(total.withoutServiceMinor, total.currency),
        total.currency,
      ]),
    ],
  };
}

export function jobsTable(stats: Stats): FigureTable {
  return plain(
    ['Status', 'Jobs'],
    jobStatuses.map((status) => [jobStatusLabels[status], stats.jobsByStatus[status]]),
    'Jobs created in the range, by status',
    'jobs-by-status',
  );
}
