import { jobStatuses } from '../../../domain/jobs.js';
import { appointmentStatuses } from '../../../domain/scheduling.js';
import {
  monthsBetween,
  openingMinutesBetween,
  weekStartsBetween,
  type AppointmentStatusCounts,
  type Stats,
  type StatsQuery,
} from '../../../domain/stats.js';
import type { Db } from '../../db/client.js';
import { clinicHoursOf } from '../../clinic/clinic-hours.js';
import { receivedParts } from '../billing-reports/received.js';
import {
  appointmentFacts,
  jobsByStatus,
  membersOf,
  newPatientsPerMonth,
  servicesOf,
  treatmentPlanFigures,
  type AppointmentFact,
} from './queries.js';
import { revenueFigures } from './revenue.js';

const noStatuses = (): AppointmentStatusCounts =>
  Object.fromEntries(appointmentStatuses.map((status) => [status, 0])) as AppointmentStatusCounts;

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Per-week rows (one per week and status) into every week of the range, empty ones included. */
function appointmentFigures(facts: AppointmentFact[], query: StatsQuery): Stats['appointments'] {
  const weeks = new Map(
    weekStartsBetween(query.from, query.to).map((weekStart) => [
      weekStart,
      { weekStart, total: 0, byStatus: noStatuses() },
    ]),
  );
  const byStatus = noStatuses();
  let total = 0;
  for (const fact of facts) {
    if (fact.kind !== 'week') continue;
    const status = fact.status as keyof AppointmentStatusCounts;
    const week = weeks.get(fact.week!)!;
    week.byStatus[status] = fact.count;
    week.total += fact.count;
    byStatus[status] += fact.count;
    total += fact.count;
  }
  return {
    total,
    byStatus,
    noShowRate: share(byStatus.no_show, total),
    cancellationRate: share(byStatus.cancelled, total),
    perWeek: [...weeks.values()],
  };
}

/** The clinic's figures for the range: each one an aggregate of SQL. */
export async function clinicStats(db: Db, clinicId: string, query: StatsQuery): Promise<Stats> {
  const clinic = await clinicHoursOf(db, clinicId);
  const range = { clinicId, timeZone: clinic.timeZone, ...query };
  const [facts, patients, plans, jobs, members, services, received] = await Promise.all([
    appointmentFacts(db, range),
    newPatientsPerMonth(db, range),
    treatmentPlanFigures(db, range),
    jobsByStatus(db, range),
    membersOf(db, clinicId),
    servicesOf(db, clinicId),
    receivedParts(db, range),
  ]);

  const openingMinutes = openingMinutesBetween(clinic.openingHours, query.from, query.to);
  const booked = new Map(
    facts.filter((fact) => fact.kind === 'therapist').map((fact) => [fact.therapistId!, fact]),
  );
  // Everyone with appointments in the range, and the active practitioners who had none.
  const therapists = members
    .filter((member) => booked.has(member.userId) || (member.active && member.takesAppointments))
    .map((member) => {
      const bookedMinutes = Math.round(booked.get(member.userId)?.bookedMinutes ?? 0);
      return {
        therapistId: member.userId,
        name: member.name,
        bookedMinutes,
        appointments: booked.get(member.userId)?.count ?? 0,
        utilisation: share(bookedMinutes, openingMinutes),
      };
    })
    .sort((a, b) => b.bookedMinutes - a.bookedMinutes || a.name.localeCompare(b.name));

  const revenue = revenueFigures(facts, services, received);

  const patientsPerMonth = new Map(patients.map((row) => [row.month, row.count]));
  const jobCounts = new Map(jobs.map((row) => [row.status, row.count]));

  return {
    range: { from: query.from, to: query.to, timeZone: clinic.timeZone },
    appointments: appointmentFigures(facts, query),
    newPatientsPerMonth: monthsBetween(query.from, query.to).map((month) => ({
      month,
      count: patientsPerMonth.get(month) ?? 0,
    })),
    utilisation: { openingMinutes, therapists },
    revenue,
    treatmentPlans: {
      active: plans.active,
      measured: plans.measured,
      averagePainChange: plans.change === null ? null : Math.round(plans.change * 100) / 100,
    },
    jobsByStatus: Object.fromEntries(
      jobStatuses.map((status) => [status, jobCounts.get(status) ?? 0]),
    ) as Stats['jobsByStatus'],
  };
}
