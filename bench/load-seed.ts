// The clinic of the load benchmark: 5,000 patients (seedPatientClinic) and a year of
// appointments for its 10 therapists, written by SQL.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { BENCH_ZONE, MEASURED_MONDAY } from './appointments-seed';
import { seedPatientClinic } from './patients-seed';

const PATIENTS = 5_000;
const WEEKS = 52;
/** Each therapist sees a patient every hour from 8 to 16 on weekdays: 400 a week for the clinic. */
const PER_DAY = 8;

export interface LoadClinic {
  id: string;
  /** Everyone who signs in during the run: the owner and the therapists. */
  memberEmails: string[];
  /** The user of `memberEmails[0]`, who acts in the raw SQL routes. */
  firstMemberId: string;
  therapistIds: string[];
  /** Patients who are not archived: the ones opened and booked. */
  patientIds: string[];
  serviceId: string;
}

/** A year ending with the measured week; 2 % cancelled. Vacuumed, so plans see the tables. */
export async function seedLoadClinic(db: Db, slug: string, passwordHash: string) {
  const clinic = await seedPatientClinic(db, slug, PATIENTS, passwordHash);
  const clinicId = clinic.id;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into services (clinic_id, name, duration_minutes, price_minor, color)
      values (${clinicId}, 'Physiotherapy session', 45, 4000, '#228be6')`);
    await tx.execute(sql`
      with t as (select array_agg(user_id order by user_id) as ids
          from memberships where clinic_id = ${clinicId} and role = 'therapist'),
        p as (select array_agg(id order by id) as ids
          from patients where clinic_id = ${clinicId} and status <> 'archived'),
        s as (select id from services where clinic_id = ${clinicId}),
        slot as (select n,
            ((${MEASURED_MONDAY}::date - ${7 * (WEEKS - 1)}::int + (n / 10 / ${PER_DAY} / 5) * 7
              + (n / 10 / ${PER_DAY}) % 5) + make_interval(hours => 8 + (n / 10) % ${PER_DAY}))
              at time zone ${BENCH_ZONE} as starts_at
          from generate_series(0, ${WEEKS * 5 * PER_DAY * 10 - 1}::int) n)
      insert into appointments (clinic_id, patient_id, therapist_id, service_id, starts_at, ends_at, status)
      select ${clinicId}, p.ids[1 + n % cardinality(p.ids)], t.ids[1 + n % 10], s.id,
        starts_at, starts_at + interval '45 minutes',
        (case when n % 50 = 27 then 'cancelled' else 'completed' end)::appointment_status
      from slot, t, p, s`);
  });
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<{ id: string }> }).rows.map(
      (row) => row.id,
    );
  const memberEmails = await ids(sql`select u.email as id from users u
      join memberships m on m.user_id = u.id where m.clinic_id = ${clinicId} order by u.email`);
  await db.execute(sql`vacuum analyze`);
  return {
    id: clinicId,
    memberEmails,
    firstMemberId: (await ids(sql`select id from users where email = ${memberEmails[0]}`))[0]!,
    therapistIds: await ids(sql`select user_id as id from memberships
      where clinic_id = ${clinicId} and role = 'therapist' order by user_id`),
    patientIds: await ids(sql`select id from patients
      where clinic_id = ${clinicId} and status <> 'archived' order by id`),
    serviceId: (await ids(sql`select id from services where clinic_id = ${clinicId}`))[0]!,
  } satisfies LoadClinic;
}
