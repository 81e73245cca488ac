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
import {
  appointmentFacts,
  jobsByStatus,
  membersOf,
  newPatientsPerMonth,
  servicesOf,
  treatmentPlanFigures,
  type AppointmentFact,
} from './queries.js';

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
  const [facts, patients, plans, jobs, members, services] = await Promise.all([
    appointmentFacts(db, range),
    newPatientsPerMonth(db, range),
    treatmentPlanFigures(db, range),
    jobsByStatus(db, range),
    membersOf(db, clinicId),
    servicesOf(db, clinicId),
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

  const completedPerService = new Map(
    facts
      .filter((fact) => fact.kind === 'service' && fact.serviceId && fact.completed > 0)
      .map((fact) => [fact.serviceId!, fact.completed]),
  );
  const byService = services
    .filter((service) => completedPerService.has(service.id))
    .map((service) => {
      const completed = completedPerService.get(service.id)!;
      return {
        serviceId: service.id,
        name: service.name,
        completed,
        priceMinor: service.priceMinor,
        amountMinor: completed * service.priceMinor,
        currency: service.currency,
      };
    })
    .sort((a, b) => b.amountMinor - a.amountMinor || a.name.localeCompare(b.name));
  const totals = new Map<string, number>();
  for (const row of byService)
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);

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
    revenue: {
      byService,
      totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })),
    },
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
