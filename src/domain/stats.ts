import { z } from 'zod';
import { calendarDateSchema } from './dates.js';
import { DAY_MS, minutesOfDay } from './clinic-time.js';
import { jobStatuses } from './jobs.js';
import { appointmentStatuses, type OpeningHours } from './scheduling.js';

/**
 * The clinic's figures: GET /stats?from=&to= (stats.read) → {stats}. `from` and
 * `to` are days of the clinic's calendar, both included; every figure is about that range in the
 * clinic's time zone. Weeks start on Monday.
 */

/** The longest range asked for at once: two years and a leap day. */
export const STATS_MAX_DAYS = 731;

const day = calendarDateSchema();

export const statsQuerySchema = z.object({ from: day, to: day }).superRefine((query, issues) => {
  const span = daysBetween(query.from, query.to);
  if (span < 0)
    issues.addIssue({ code: 'custom', path: ['to'], message: 'End on or after the start.' });
  if (span + 1 > STATS_MAX_DAYS)
    issues.addIssue({ code: 'custom', path: ['to'], message: 'Choose at most two years.' });
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const count = z.number().int().nonnegative();
/** A share between 0 and 1; null when there is nothing to divide by. */
const rate = z.number().min(0).nullable();

const statusCounts = z.object(
  Object.fromEntries(appointmentStatuses.map((status) => [status, count])) as Record<
    (typeof appointmentStatuses)[number],
    typeof count
  >,
);
export type AppointmentStatusCounts = z.infer<typeof statusCounts>;

export const statsSchema = z.object({
  range: z.object({ from: day, to: day, timeZone: z.string() }),
  /** Patient appointments starting in the range (blocked time such as meetings is left out). */
  appointments: z.object({
    total: count,
    byStatus: statusCounts,
    /** no_show / total and cancelled / total. */
    noShowRate: rate,
    cancellationRate: rate,
    /** Every week touching the range, oldest first; `weekStart` is its Monday. */
    perWeek: z.array(z.object({ weekStart: day, total: count, byStatus: statusCounts })),
  }),
  /** Patients added in the range, per calendar month ('YYYY-MM'), every month of the range. */
  newPatientsPerMonth: z.array(z.object({ month: z.string(), count })),
  /**
   * Booked minutes (scheduled, confirmed, arrived and completed appointments; no-shows and
   * cancellations free the time) against the clinic's opening minutes over the range.
   */
  utilisation: z.object({
    openingMinutes: count,
    therapists: z.array(
      z.object({
        therapistId: z.uuid(),
        name: z.string(),
        bookedMinutes: count,
        appointments: count,
        /** bookedMinutes / openingMinutes; null when the clinic is closed all range. */
        utilisation: rate,
      }),
    ),
  }),
  /**
   * Money received in the range, per currency: payments less refunds by the day they were
   * received (`received_at` in the clinic's time zone), the same money as GET /reports/revenue.
   * A payment's part for an invoice is split over the invoice's lines in proportion to their
   * totals; a refund counts against the lines it was given back for. An amount can be negative
   * when more was refunded than received.
   */
  revenue: z.object({
    /**
     * Each service with money received or visits completed in the range, per currency: the
     * parts of lines of that service. Largest amount first.
     */
    byService: z.array(
      z.object({
        serviceId: z.uuid(),
        name: z.string(),
        /** Completed appointments of the service in the range. */
        completed: count,
        /** The service's current list price (not what was charged). */
        priceMinor: count,
        /** Money received for lines of this service (payments − refunds). */
        amountMinor: z.number().int(),
        currency: z.string(),
      }),
    ),
    totals: z.array(
      z.object({
        currency: z.string(),
        /** Money received: paymentsMinor − refundsMinor. */
        amountMinor: z.number().int(),
        /** Σ payments received in the range. */
        paymentsMinor: count,
        /** Σ refunds given back in the range. */
        refundsMinor: count,
        /**
         * The part of amountMinor on no service: lines without one, and credit no invoice took.
         */
        withoutServiceMinor: z.number().int(),
      }),
    ),
  }),
  treatmentPlans: z.object({
    /** Plans with status active whose dates overlap the range. */
    active: count,
    /** Plans with two or more pain scores recorded in the range. */
    measured: count,
    /**
     * Mean over the measured plans of (last pain score − first pain score), both recorded in the
     * range, on the 0–10 scale: negative is less pain. Null when no plan was measured.
     */
    averagePainChange: z.number().nullable(),
  }),
  /** Jobs created in the range, by their status now. */
  jobsByStatus: z.object(
    Object.fromEntries(jobStatuses.map((status) => [status, count])) as Record<
      (typeof jobStatuses)[number],
      typeof count
    >,
  ),
});
export type Stats = z.infer<typeof statsSchema>;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 'YYYY-MM-DD' plus `days`. */
export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);

/** The Monday of the week of `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The Monday of every week touching [from, to]. */
export function weekStartsBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Every month ('YYYY-MM') touching [from, to]. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * The clinic's opening minutes over [from, to] from its weekly hours. Hours are wall-clock
 * times, so a daylight-saving change does not lengthen or shorten the day's opening.
 */
export function openingMinutesBetween(hours: OpeningHours, from: string, to: string): number {
  const perWeekday = hours.map((interval) =>
    interval ? minutesOfDay(interval.close) - minutesOfDay(interval.open) : 0,
  );
  const days = daysBetween(from, to) + 1;
  const firstWeekday = new Date(`${from}T00:00:00Z`).getUTCDay();
  let total = Math.floor(days / 7) * perWeekday.reduce((sum, minutes) => sum + minutes, 0);
  for (let extra = 0; extra < days % 7; extra += 1)
    total += perWeekday[(firstWeekday + extra) % 7]!;
  return total;
}

export const statsResponseSchema = z.object({ stats: statsSchema });
export type StatsResponse = z.infer<typeof statsResponseSchema>;
