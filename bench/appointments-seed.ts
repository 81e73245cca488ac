// Two clinics for the calendar benchmark, written by SQL (generate_series), not through the API.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';

export const BENCH_ZONE = 'Europe/Belgrade';
/** The measured week: a Monday in summer time, no clock change inside it. */
export const MEASURED_MONDAY = '2026-06-01';
const THERAPISTS = 20;
/** Every therapist sees 10 patients a weekday: 50 a week, 1,000 a week for the clinic. */
const PER_DAY = 10;
const PER_WEEK = THERAPISTS * PER_DAY * 5;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A bench clinic in BENCH_ZONE with its owner (owner@<slug>.bench.example) and therapists. */
export async function insertBenchTeam(
  tx: Tx,
  team: { clinicId: string; slug: string; therapists: number; passwordHash: string },
): Promise<string> {
  const { clinicId, slug, therapists, passwordHash } = team;
  const domain = `${slug}.bench.example`;
  const ownerEmail = `owner@${domain}`;
  await tx.execute(
    sql`insert into clinics (id, name, time_zone) values (${clinicId}, ${`Bench ${slug}`}, ${BENCH_ZONE})`,
  );
  await tx.execute(sql`insert into users (email, name, last_name, password_hash, email_verified_at)
    select case when g = 0 then ${ownerEmail} else 'therapist' || g || '@' || ${domain} end,
      case when g = 0 then 'Owner' else 'Therapist' end, g::text, ${passwordHash}, now()
    from generate_series(0, ${therapists}) g`);
  await tx.execute(sql`insert into memberships (clinic_id, user_id, role)
    select ${clinicId}, id, (case when email = ${ownerEmail} then 'owner' else 'therapist' end)::clinic_role
    from users where email like ${`%@${domain}`}`);
  return ownerEmail;
}

export interface BenchClinic {
  id: string;
  ownerEmail: string;
}

/**
 * A clinic of 20 therapists whose `appointments` fill whole weeks ending with the measured one:
 * 100,000 are two years (100 weeks) of history, 1,000 are the measured week alone. The measured
 * week is the same in both (1,000 appointments, 20 of them cancelled, so 980 answered): what
 * differs is only the history behind it, which is what the goal "no slower with more history"
 * is about. (A realistic 1,000-appointment clinic would have ~10 a week; its answer would then be
 * 100 times smaller and the ratio would measure the payload, not the history.)
 */
export async function seedBenchClinic(
  db: Db,
  slug: string,
  appointmentCount: number,
  passwordHash: string,
): Promise<BenchClinic> {
  const clinicId = randomUUID();
  const ownerEmail = `owner@${slug}.bench.example`;
  const weeks = Math.ceil(appointmentCount / PER_WEEK);
  await db.transaction(async (tx) => {
    await insertBenchTeam(tx, { clinicId, slug, therapists: THERAPISTS, passwordHash });
    await tx.execute(sql`insert into patients (clinic_id, first_name, last_name)
      select ${clinicId}, 'Patient', lpad(g::text, 5, '0') from generate_series(0, 1999) g`);
    await tx.execute(sql`insert into services (clinic_id, name, duration_minutes, price_minor, color)
      values (${clinicId}, 'Physiotherapy session', 45, 4000, '#228be6'),
        (${clinicId}, 'Sports massage', 45, 3500, '#40c057'),
        (${clinicId}, 'Initial assessment', 45, 5000, '#7950f2')`);
    // Appointment n: therapist n % 20, their k-th (k = n / 20): weekday k / 10 of the history,
    // hour 8 + k % 10, 45 minutes. Patient n % 2000, so no one is in two places at once.
    await tx.execute(sql`
      with t as (select user_id, (row_number() over (order by user_id))::int - 1 as i
          from memberships where clinic_id = ${clinicId} and role = 'therapist'),
        p as (select id, (row_number() over (order by last_name))::int - 1 as i
          from patients where clinic_id = ${clinicId}),
        s as (select id, (row_number() over (order by name))::int - 1 as i
          from services where clinic_id = ${clinicId}),
        n as (select g as n, g % ${THERAPISTS} as ti, g / ${THERAPISTS} as k
          from generate_series(0, ${appointmentCount - 1}::int) g),
        slot as (select n.*, ((${MEASURED_MONDAY}::date - ${7 * (weeks - 1)}::int
            + (k / ${PER_DAY} / 5) * 7 + (k / ${PER_DAY}) % 5)
            + make_interval(hours => 8 + k % ${PER_DAY})) at time zone ${BENCH_ZONE} as starts_at
          from n)
      insert into appointments (clinic_id, patient_id, therapist_id, service_id, starts_at, ends_at, status)
      select ${clinicId}, p.id, t.user_id, s.id, slot.starts_at, slot.starts_at + interval '45 minutes',
        (case when k % 50 = 27 then 'cancelled' else 'completed' end)::appointment_status
      from slot join t on t.i = slot.ti join p on p.i = slot.n % 2000 join s on s.i = slot.n % 3`);
  });
  return { id: clinicId, ownerEmail };
}
