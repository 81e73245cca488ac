// A clinic of N patients for the patient-list benchmark, written by SQL (generate_series).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';

/** The searched patient: 20 of them in any clinic size, no other name shares these words. */
export const SEARCHED_NAME = 'jelena marković';
const SEARCHED_COUNT = 20;
const THERAPISTS = 10;

const FIRST = [
  'Ana',
  'Marko',
  'Ivana',
  'Nikola',
  'Milica',
  'Stefan',
  'Teodora',
  'Luka',
  'Sara',
  'Filip',
  'Katarina',
  'Aleksa',
  'Maja',
  'Vuk',
  'Tamara',
  'Dušan',
  'Sofija',
  'Bojan',
  'Nina',
  'Petar',
  'Dragana',
  'Uroš',
  'Vesna',
  'Goran',
  'Irena',
  'Zoran',
  'Snežana',
  'Miloš',
  'Olga',
  'Đorđe',
];
const LAST = [
  'Petrović',
  'Nikolić',
  'Đorđević',
  'Stojanović',
  'Ilić',
  'Stanković',
  'Pavlović',
  'Popović',
  'Živković',
  'Todorović',
  'Kostić',
  'Ristić',
  'Lazić',
  'Savić',
  'Kovačević',
  'Mitrović',
  'Simić',
  'Antić',
  'Babić',
  'Obradović',
  'Tomić',
  'Vuković',
  'Radović',
  'Božić',
  'Lukić',
  'Filipović',
  'Gajić',
  'Zorić',
  'Mladenović',
  'Perić',
  'Jovičić',
  'Milošević',
  'Dimitrijević',
  'Ćirić',
  'Bogdanović',
  'Vasić',
  'Knežević',
  'Krstić',
  'Ranković',
  'Aćimović',
];

export interface BenchClinic {
  id: string;
  ownerEmail: string;
}

/**
 * One clinic of `patientCount` patients with names from the lists above, unique phones and
 * emails, birth dates over 70 years, a tenth discharged and a twentieth archived, and 20 named
 * Jelena Marković spread through the table: the search answers the same 20 whatever the size, so
 * the ratio measures the table, not the answer.
 */
export async function seedPatientClinic(
  db: Db,
  slug: string,
  patientCount: number,
  passwordHash: string,
): Promise<BenchClinic> {
  const clinicId = randomUUID();
  const domain = `${slug}.bench.example`;
  const ownerEmail = `owner@${domain}`;
  const [searchedFirst, searchedLast] = ['Jelena', 'Marković'];
  const every = Math.floor(patientCount / SEARCHED_COUNT);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into clinics (id, name, time_zone) values (${clinicId}, ${`Bench ${slug}`}, 'Europe/Belgrade')`,
    );
    await tx.execute(sql`insert into users (email, name, last_name, password_hash, email_verified_at)
      select case when g = 0 then ${ownerEmail} else 'therapist' || g || '@' || ${domain} end,
        case when g = 0 then 'Owner' else 'Therapist' end, g::text, ${passwordHash}, now()
      from generate_series(0, ${THERAPISTS}) g`);
    await tx.execute(sql`insert into memberships (clinic_id, user_id, role)
      select ${clinicId}, id, (case when email = ${ownerEmail} then 'owner' else 'therapist' end)::clinic_role
      from users where email like ${`%@${domain}`}`);
    await tx.execute(sql`
      with t as (select array_agg(user_id order by user_id) as ids
          from memberships where clinic_id = ${clinicId} and role = 'therapist'),
        n as (select g,
            case when g % ${every} = 7 then ${searchedFirst}
              else (string_to_array(${FIRST.join(',')}, ','))[1 + g % ${FIRST.length}] end as first_name,
            case when g % ${every} = 7 then ${searchedLast}
              else (string_to_array(${LAST.join(',')}, ','))[1 + (g / ${FIRST.length}) % ${LAST.length}] end as last_name
          from generate_series(0, ${patientCount - 1}::int) g)
      insert into patients (clinic_id, first_name, last_name, phone, email, date_of_birth, sex,
        status, primary_therapist_id, consent_to_contact, created_at, updated_at)
      select ${clinicId}, first_name, last_name,
        '+381 6' || (g % 10) || ' ' || lpad(g::text, 7, '0'),
        lower(first_name) || '.' || g || '@mail.example',
        date '1940-01-01' + (g * 7919) % 25000,
        (array['female','male','other','undisclosed'])[1 + g % 4]::patient_sex,
        (case when g % 20 = 19 then 'archived' when g % 10 = 9 then 'discharged' else 'active' end)::patient_status,
        t.ids[1 + g % ${THERAPISTS}], g % 3 <> 0,
        now() - make_interval(mins => g), now()
      from n, t`);
  });
  return { id: clinicId, ownerEmail };
}
