// Two clinics for the fairness benchmark, written by SQL: one that imports and uploads, and one
// whose everyday reads are timed meanwhile.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { insertBenchTeam } from './appointments-seed';

const THERAPISTS = 5;
const PATIENTS = 500;
/** Two weeks either side of today, eight appointments a day per therapist. */
const DAYS = 28;
const PER_DAY = 8;

export interface FairnessClinics {
  busy: { id: string; ownerEmail: string; patientId: string };
  quiet: { id: string; ownerEmail: string };
}

/**
 * The busy clinic is on Clinic+ (no patient limit, room to store the uploads) with one patient
 * to attach files to; the quiet one has patients and a calendar around today.
 */
export async function seedFairnessClinics(db: Db, passwordHash: string): Promise<FairnessClinics> {
  const busyId = randomUUID();
  const quietId = randomUUID();
  const patientId = randomUUID();
  let busyOwner = '';
  let quietOwner = '';
  await db.transaction(async (tx) => {
    busyOwner = await insertBenchTeam(tx, {
      clinicId: busyId,
      slug: 'busy',
      therapists: 1,
      passwordHash,
    });
    await tx.execute(sql`update clinics set plan_id = 'clinic' where id = ${busyId}`);
    await tx.execute(sql`insert into patients (id, clinic_id, first_name, last_name)
      values (${patientId}, ${busyId}, 'Files', 'Patient')`);

    quietOwner = await insertBenchTeam(tx, {
      clinicId: quietId,
      slug: 'quiet',
      therapists: THERAPISTS,
      passwordHash,
    });
    await tx.execute(sql`insert into patients (clinic_id, first_name, last_name, email)
      select ${quietId}, 'Patient', lpad(g::text, 5, '0'), 'p' || g || '@mail.example'
      from generate_series(0, ${PATIENTS - 1}) g`);
    // Appointment n: therapist n % 5, day n / 40 from two weeks ago, hour 8 + (n / 5) % 8.
    await tx.execute(sql`
      with t as (select user_id, (row_number() over (order by user_id))::int - 1 as i
          from memberships where clinic_id = ${quietId} and role = 'therapist'),
        p as (select id, (row_number() over (order by last_name))::int - 1 as i
          from patients where clinic_id = ${quietId}),
        n as (select g as n from generate_series(0, ${DAYS * PER_DAY * THERAPISTS - 1}::int) g),
        slot as (select n.n, n.n % ${THERAPISTS} as ti,
            (current_date - 14 + n.n / ${PER_DAY * THERAPISTS})
              + make_interval(hours => 8 + (n.n / ${THERAPISTS}) % ${PER_DAY}) as starts_at
          from n)
      insert into appointments (clinic_id, patient_id, therapist_id, starts_at, ends_at, status)
      select ${quietId}, p.id, t.user_id, slot.starts_at, slot.starts_at + interval '45 minutes',
        'scheduled'::appointment_status
      from slot join t on t.i = slot.ti join p on p.i = slot.n % ${PATIENTS}`);
  });
  return {
    busy: { id: busyId, ownerEmail: busyOwner, patientId },
    quiet: { id: quietId, ownerEmail: quietOwner },
  };
}
