// Two clinics for the stats benchmark, written by SQL (generate_series), not through the API.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { BENCH_ZONE, insertBenchTeam, type BenchClinic } from './appointments-seed';

/** The measured year: 52 whole weeks, Monday 6 January 2025 to Sunday 4 January 2026. */
export const STATS_YEAR = { from: '2025-01-06', to: '2026-01-04' };
const FIRST_MONDAY = STATS_YEAR.from;
const WEEKDAYS = 52 * 5;
const THERAPISTS = 40;
/** 10 hourly slots a day (08:00–17:00) per therapist: up to 400 appointments a clinic day. */
const SLOTS_PER_THERAPIST = 10;

/**
 * A clinic of 40 therapists with `appointmentCount` appointments spread evenly over the weekdays
 * of the measured year (1,000: four a day; 100,000: 385 a day), 80% completed, 8% cancelled,
 * 5% no-shows, 7% scheduled, across three services. Both clinics have the same 2,000 patients
 * (added over the year), 200 treatment plans with four pain scores each and 300 jobs, so what
 * differs between them is the appointments alone.
 */
export async function seedStatsClinic(
  db: Db,
  slug: string,
  appointmentCount: number,
  passwordHash: string,
): Promise<BenchClinic> {
  const perDay = Math.ceil(appointmentCount / WEEKDAYS);
  if (perDay > THERAPISTS * SLOTS_PER_THERAPIST) throw new Error('too many appointments a day');
  const clinicId = randomUUID();
  const ownerEmail = `owner@${slug}.bench.example`;
  await db.transaction(async (tx) => {
    await insertBenchTeam(tx, { clinicId, slug, therapists: THERAPISTS, passwordHash });
    await tx.execute(sql`insert into patients (clinic_id, first_name, last_name, created_at)
      select ${clinicId}, 'Patient', lpad(g::text, 5, '0'),
        (${STATS_YEAR.from}::date + (g % 365))::timestamp at time zone ${BENCH_ZONE}
      from generate_series(0, 1999) g`);
    await tx.execute(sql`insert into services (clinic_id, name, duration_minutes, price_minor, currency, color)
      values (${clinicId}, 'Physiotherapy session', 45, 4000, 'EUR', '#228be6'),
        (${clinicId}, 'Sports massage', 45, 3500, 'EUR', '#40c057'),
        (${clinicId}, 'Initial assessment', 45, 5000, 'EUR', '#7950f2')`);
    // Appointment n: weekday n / perDay of the year, slot s = n % perDay: therapist s % 40 at
    // 08:00 + s / 40 hours. Patient n % 2000, so no one is in two places at once. The ids are
    // picked from arrays: a join on row numbers can be planned as a nested loop that takes
    // minutes on a database holding an earlier run.
    await tx.execute(sql`
      with ids as (select
          (select array_agg(user_id order by user_id) from memberships
            where clinic_id = ${clinicId} and role = 'therapist') as t,
          (select array_agg(id order by last_name) from patients where clinic_id = ${clinicId}) as p,
          (select array_agg(id order by name) from services where clinic_id = ${clinicId}) as s),
        slotted as (select g as n, g % ${perDay} as slot,
            ((${FIRST_MONDAY}::date + (g / ${perDay} / 5) * 7 + (g / ${perDay}) % 5)
            + make_interval(hours => 8 + (g % ${perDay}) / ${THERAPISTS})) at time zone ${BENCH_ZONE} as starts_at
          from generate_series(0, ${appointmentCount - 1}::int) g)
      insert into appointments (clinic_id, patient_id, therapist_id, service_id, starts_at, ends_at, status)
      select ${clinicId}, ids.p[1 + n % 2000], ids.t[1 + slot % ${THERAPISTS}], ids.s[1 + n % 3],
        starts_at, starts_at + interval '45 minutes',
        (case when n % 100 < 80 then 'completed' when n % 100 < 88 then 'cancelled'
          when n % 100 < 93 then 'no_show' else 'scheduled' end)::appointment_status
      from slotted, ids`);
    await tx.execute(sql`insert into treatment_plans (clinic_id, patient_id, title, starts_on, status)
      select ${clinicId}, id, 'Plan', ${STATS_YEAR.from}::date + (i % 300), 'active'
      from (select id, row_number() over (order by last_name) ::int as i from patients
        where clinic_id = ${clinicId} limit 200) p`);
    await tx.execute(sql`insert into progress_entries (clinic_id, treatment_plan_id, recorded_on, pain)
      select ${clinicId}, t.id, t.starts_on + k * 14, 8 - k from treatment_plans t,
        generate_series(0, 3) k where t.clinic_id = ${clinicId}`);
    await tx.execute(sql`insert into jobs (clinic_id, title, status, created_at)
      select ${clinicId}, 'Call back', (array['pending', 'in_progress', 'done'])[1 + g % 3]::job_status,
        (${STATS_YEAR.from}::date + g)::timestamp at time zone ${BENCH_ZONE}
      from generate_series(0, 299) g`);
  });
  return { id: clinicId, ownerEmail };
}
