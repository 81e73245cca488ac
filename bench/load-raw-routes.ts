// The raw SQL of each load-benchmark route: what a hand-written handler would send for the same
// request of the fixed workload (the first week, search and patient), with no session check,
// validation or mapping. The list and calendar queries are the app's own, as drizzle writes them.
import { drizzle } from 'drizzle-orm/node-postgres';
import { DateTime } from 'luxon';
import { patientListQuerySchema } from '../src/domain/patients.js';
import type { Db } from '../src/server/db/client.js';
import { calendarRangeQuery } from '../src/server/modules/appointments/calendar.js';
import { patientListQueries } from '../src/server/modules/patients/list-query.js';
import { BENCH_ZONE, MEASURED_MONDAY } from './appointments-seed';
import { BENCH_PASSWORD } from './http-timing';
import type { LoadClinic } from './load-seed';
import { BOOKINGS_FROM, SLOT_MINUTES, type RouteName } from './load-workload';
import { SEARCHED_NAME } from './patients-seed';
import { COUNTER, type RawRoute } from './raw-sql';

const mock = drizzle.mock() as unknown as Db;
const rawOf = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql: text, params } = query.toSQL();
  return { text, params };
};

const AUDIT =
  'insert into audit_events (clinic_id, actor_user_id, action, entity_type, entity_id, meta)';

/** The first member signs in and acts. */
export function rawRoutes(clinic: LoadClinic): Record<RouteName, RawRoute> {
  const memberId = clinic.firstMemberId;
  const monday = DateTime.fromISO(MEASURED_MONDAY, { zone: BENCH_ZONE });
  const week = { from: monday.toJSDate(), to: monday.plus({ weeks: 1 }).toJSDate() };
  const list = patientListQueries(
    mock,
    clinic.id,
    patientListQuerySchema.parse({ search: SEARCHED_NAME, limit: '25' }),
  );
  const patientId = clinic.patientIds[0]!;
  return {
    'sign-in': {
      queries: [
        {
          text: 'select id, password_hash from users where email = $1',
          params: [clinic.memberEmails[0]],
        },
        {
          text: `insert into sessions (token_hash, user_id, clinic_id, expires_at)
            values (gen_random_uuid()::text, $1, $2, now() + interval '12 hours')`,
          params: [memberId, clinic.id],
        },
      ],
      verifyPassword: BENCH_PASSWORD,
    },
    'calendar week': {
      queries: [rawOf(calendarRangeQuery(mock, { clinicId: clinic.id, role: 'therapist' }, week))],
    },
    'patient search': {
      queries: [
        rawOf(list.rows),
        rawOf(list.total),
        {
          text: `${AUDIT} values ($1, $2, 'patient.search', 'patient', null, '{}')`,
          params: [clinic.id, memberId],
        },
      ],
    },
    'patient open': {
      queries: [
        {
          text: `with p as (select * from patients where clinic_id = $1 and id = $2),
            a as (${AUDIT} select $1, $3, 'patient.read', 'patient', id, '{}' from p)
            select * from p`,
          params: [clinic.id, patientId, memberId],
        },
      ],
    },
    'appointment create': {
      queries: [
        {
          // Slot n: therapist n % 10 at BOOKINGS_FROM + 10 years + (n / 10) slots.
          text: `with slot as (select $4::timestamptz + ($5::int / cardinality($3::uuid[]))
                * make_interval(mins => ${SLOT_MINUTES}) as starts_at),
              a as (insert into appointments (clinic_id, patient_id, therapist_id, service_id,
                  starts_at, ends_at, created_by_user_id)
                select $1, ($2::uuid[])[1 + $5::int % cardinality($2::uuid[])],
                  ($3::uuid[])[1 + $5::int % cardinality($3::uuid[])], $6, starts_at,
                  starts_at + make_interval(mins => ${SLOT_MINUTES}), $7 from slot
                returning *),
              e as (${AUDIT}
                select $1, $7, 'appointment.create', 'appointment', id, '{}' from a)
            select * from a`,
          params: [
            clinic.id,
            clinic.patientIds,
            clinic.therapistIds,
            BOOKINGS_FROM.plus({ years: 10 }).toISO(),
            COUNTER,
            clinic.serviceId,
            memberId,
          ],
        },
      ],
    },
  };
}
