import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';

/** The range as the clinic reads it: local days `from` to `to`, both included. */
export interface ClinicRange {
  clinicId: string;
  timeZone: string;
  from: string;
  to: string;
}

/**
 * The range's parameters once, as a CTE every query joins: an expression such as
 * `date_trunc('month', created_at at time zone r.tz)` is then the same text in SELECT and
 * GROUP BY (with a bind parameter in each place PostgreSQL would count them as different).
 * `lo`/`hi` are the instants of local midnight starting `from` and ending `to`.
 */
const rangeCte = (range: ClinicRange) => sql`r as (
  select ${range.clinicId}::uuid as clinic_id, ${range.timeZone}::text as tz,
    ${range.from}::date as from_day, ${range.to}::date as to_day,
    (${range.from}::date)::timestamp at time zone ${range.timeZone}::text as lo,
    (${range.to}::date + 1)::timestamp at time zone ${range.timeZone}::text as hi
)`;

export interface AppointmentFact {
  /** Which grouping this row is of: per week and status, per therapist or per service. */
  kind: 'week' | 'therapist' | 'service';
  week: string | null;
  status: string | null;
  therapistId: string | null;
  serviceId: string | null;
  count: number;
  completed: number;
  bookedMinutes: number;
}

/**
 * Every appointment figure from the range's rows of appointment_day_counts (patient appointments
 * counted per clinic-local day by the database's triggers, decision 015): counts per local week
 * (Monday-start) and status, booked minutes per therapist (the rows keep the time of live
 * statuses only: a no-show or a cancellation frees the time) and completed visits per service.
 */
const appointmentFactsSql = (range: ClinicRange) => sql`with ${rangeCte(range)},
    facts as (
      select case when d.status is not null then 'week'
          when d.therapist_id is not null then 'therapist' else 'service' end as kind,
        case when d.status is not null then date_trunc('week', d.day) end as week,
        d.status, d.therapist_id, d.service_id, sum(d.count)::int as count,
        sum(d.seconds) as seconds
      from appointment_day_counts d join r on d.clinic_id = r.clinic_id
      where d.day between r.from_day and r.to_day
      group by 1, 2, 3, 4, 5
    )
    select f.kind as "kind", to_char(f.week, 'YYYY-MM-DD') as "week", f.status::text as "status",
      f.therapist_id as "therapistId", f.service_id as "serviceId", f.count as "count",
      (case when f.kind = 'service' then f.count else 0 end)::int as "completed",
      (case when f.kind = 'therapist' then f.seconds / 60.0 else 0 end)::float8 as "bookedMinutes"
    from facts f`;

export const appointmentFacts = (db: Db, range: ClinicRange) =>
  rowsOf<AppointmentFact>(db, appointmentFactsSql(range));

/** Patients added in the range, per local month. */
const newPatientsSql = (range: ClinicRange) => sql`with ${rangeCte(range)}
    select to_char(date_trunc('month', p.created_at at time zone r.tz), 'YYYY-MM') as "month",
      count(*)::int as "count"
    from patients p join r on p.clinic_id = r.clinic_id
    where p.created_at >= r.lo and p.created_at < r.hi
    group by 1`;

export const newPatientsPerMonth = (db: Db, range: ClinicRange) =>
  rowsOf<{ month: string; count: number }>(db, newPatientsSql(range));

/**
 * Active plans overlapping the range, and the pain change of each plan with two or more pain
 * scores recorded in the range: its last score minus its first.
 */
const treatmentPlanSql = (range: ClinicRange) => sql`with ${rangeCte(range)},
    changes as (
      select (array_agg(e.pain order by e.recorded_on desc, e.created_at desc))[1]
          - (array_agg(e.pain order by e.recorded_on, e.created_at))[1] as change
      from progress_entries e join r on e.clinic_id = r.clinic_id
      where e.pain is not null and e.recorded_on between r.from_day and r.to_day
      group by e.treatment_plan_id
      having count(*) >= 2
    )
    select
      (select count(*)::int from treatment_plans t join r on t.clinic_id = r.clinic_id
        where t.status = 'active' and t.starts_on <= r.to_day
          and (t.ends_on is null or t.ends_on >= r.from_day)) as "active",
      (select count(*)::int from changes) as "measured",
      (select avg(change)::float8 from changes) as "change"`;

export const treatmentPlanFigures = async (db: Db, range: ClinicRange) => {
  const [row] = await rowsOf<{ active: number; measured: number; change: number | null }>(
    db,
    treatmentPlanSql(range),
  );
  return row!;
};

/** Jobs created in the range, by their status now. */
const jobsSql = (range: ClinicRange) => sql`with ${rangeCte(range)}
    select j.status::text as "status", count(*)::int as "count"
    from jobs j join r on j.clinic_id = r.clinic_id
    where j.created_at >= r.lo and j.created_at < r.hi
    group by j.status`;

export const jobsByStatus = (db: Db, range: ClinicRange) =>
  rowsOf<{ status: string; count: number }>(db, jobsSql(range));

/** Each figure's SQL by name, for the benchmark's query plans. */
export const statsSql = {
  appointments: appointmentFactsSql,
  'new patients': newPatientsSql,
  'treatment plans': treatmentPlanSql,
  jobs: jobsSql,
};

/** The clinic's members and services, to name the rows of the figures. */
export const membersOf = (db: Db, clinicId: string) =>
  rowsOf<{ userId: string; name: string; takesAppointments: boolean; active: boolean }>(
    db,
    sql`select m.user_id as "userId", trim(u.name || ' ' || u.last_name) as "name",
      m.takes_appointments as "takesAppointments", m.deactivated_at is null as "active"
    from memberships m join users u on u.id = m.user_id
    where m.clinic_id = ${clinicId}`,
  );

export const servicesOf = (db: Db, clinicId: string) =>
  rowsOf<{ id: string; name: string; priceMinor: number; currency: string }>(
    db,
    sql`select id as "id", name as "name", price_minor as "priceMinor", currency as "currency"
    from services where clinic_id = ${clinicId}`,
  );
