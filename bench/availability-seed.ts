// Clinics for the availability benchmark, written by SQL (generate_series): 20 practitioners
// across 3 locations with weekly hours and a lunch break, rooms, and whole weeks of bookings.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { BENCH_ZONE, insertBenchTeam } from './appointments-seed';

/** The first measured Monday: summer time, no clock change in the four weeks from it. */
export const AVAILABILITY_MONDAY = '2026-06-01';
const PRACTITIONERS = 20;
const LOCATIONS = 3;
const ROOMS_PER_LOCATION = 3;
/** Every practitioner sees 10 patients a weekday: 1,000 bookings a week for the clinic. */
const PER_DAY = 10;
const PER_WEEK = PRACTITIONERS * PER_DAY * 5;

export interface AvailabilityClinic {
  id: string;
  ownerEmail: string;
  /** The 45-minute service (10 minutes after) whose slots are asked for. */
  serviceId: string;
}

/**
 * A clinic whose bookings fill `appointmentCount / 1,000` whole weeks ending with the week that
 * starts `lastWeekOffset` weeks after `monday` (AVAILABILITY_MONDAY unless given). Practitioner i works Monday to Thursday
 * 08:00–16:00 at location i % 3 and Fridays at the next one, with a break 12:00–12:30; their
 * bookings are 30 minutes every 45 from 08:00, nine of them in a room of their location.
 */
export async function seedAvailabilityClinic(
  db: Db,
  slug: string,
  appointmentCount: number,
  passwordHash: string,
  lastWeekOffset = 0,
  monday = AVAILABILITY_MONDAY,
): Promise<AvailabilityClinic> {
  const clinicId = randomUUID();
  const weeks = Math.ceil(appointmentCount / PER_WEEK);
  const firstMonday = sql`(${monday}::date + ${7 * (lastWeekOffset - weeks + 1)}::int)`;
  let serviceId = '';
  let ownerEmail = '';
  await db.transaction(async (tx) => {
    ownerEmail = await insertBenchTeam(tx, {
      clinicId,
      slug,
      therapists: PRACTITIONERS,
      passwordHash,
    });
    await tx.execute(sql`update memberships set takes_appointments = (role = 'therapist')
      where clinic_id = ${clinicId}`);
    const weekdays = JSON.stringify([
      null,
      ...Array.from({ length: 5 }, () => ({ open: '07:00', close: '20:00' })),
      null,
    ]);
    await tx.execute(sql`insert into locations (clinic_id, name, opening_hours, created_at)
      select ${clinicId}, 'Location ' || g, ${weekdays}::jsonb, now() + g * interval '1 second'
      from generate_series(0, ${LOCATIONS - 1}) g`);
    await tx.execute(sql`with l as (select id, (row_number() over (order by created_at))::int - 1 as i
        from locations where clinic_id = ${clinicId})
      insert into rooms (clinic_id, location_id, name, created_at)
      select ${clinicId}, l.id, 'Room ' || l.i || '.' || r, now() + (l.i * 10 + r) * interval '1 second'
      from l cross join generate_series(0, ${ROOMS_PER_LOCATION - 1}) r`);
    await tx.execute(sql`insert into patients (clinic_id, first_name, last_name)
      select ${clinicId}, 'Patient', lpad(g::text, 5, '0') from generate_series(0, 1999) g`);
    const [service] = (
      (await tx.execute(sql`insert into services
        (clinic_id, name, duration_minutes, buffer_after_minutes, price_minor, color)
        values (${clinicId}, 'Initial assessment', 45, 10, 5000, '#7950f2'),
          (${clinicId}, 'Physiotherapy session', 30, 0, 4000, '#228be6')
        returning id, name`)) as unknown as { rows: Array<{ id: string; name: string }> }
    ).rows.filter((row) => row.name === 'Initial assessment');
    serviceId = service!.id;
    const practitioners = sql`t as (select user_id, (row_number() over (order by user_id))::int - 1 as i
        from memberships where clinic_id = ${clinicId} and role = 'therapist'),
      l as (select id, (row_number() over (order by created_at))::int - 1 as i
        from locations where clinic_id = ${clinicId})`;
    await tx.execute(sql`with ${practitioners}
      insert into schedule_rules (clinic_id, practitioner_id, kind, location_id, weekday,
        start_time, end_time, starts_on)
      select ${clinicId}::uuid, t.user_id, 'working'::schedule_rule_kind, l.id, d::smallint,
        '08:00', '16:00', '2024-01-01'::date
      from t cross join generate_series(1, 5) d
        join l on l.i = (t.i + (case when d = 5 then 1 else 0 end)) % ${LOCATIONS}
      union all
      select ${clinicId}::uuid, t.user_id, 'break'::schedule_rule_kind, null::uuid, d::smallint,
        '12:00', '12:30', '2024-01-01'::date
      from t cross join generate_series(1, 5) d`);
    // Booking n: practitioner n % 20, their k-th (k = n / 20): weekday k / 10 of the weeks,
    // 08:00 + 45 minutes × (k % 10). Patient n % 2000, so no one is in two places at once.
    await tx.execute(sql`
      with ${practitioners},
        r as (select id, location_id, (row_number() over (partition by location_id order by created_at))::int - 1 as i
          from rooms where clinic_id = ${clinicId}),
        p as (select id, (row_number() over (order by last_name))::int - 1 as i
          from patients where clinic_id = ${clinicId}),
        n as (select g as n, g % ${PRACTITIONERS} as ti, g / ${PRACTITIONERS} as k
          from generate_series(0, ${appointmentCount - 1}::int) g),
        slot as (select n.*, (k / ${PER_DAY}) % 5 as weekday_index,
            ((${firstMonday} + (k / ${PER_DAY} / 5) * 7 + (k / ${PER_DAY}) % 5)
              + make_interval(mins => 480 + 45 * (k % ${PER_DAY}))) at time zone ${BENCH_ZONE} as starts_at
          from n)
      insert into appointments (clinic_id, patient_id, therapist_id, service_id, location_id,
        room_id, starts_at, ends_at, status)
      select ${clinicId}, p.id, t.user_id, ${service!.id}::uuid, l.id,
        (select r.id from r where r.location_id = l.id and r.i = t.i / ${LOCATIONS}
          and slot.weekday_index < 4),
        slot.starts_at, slot.starts_at + interval '30 minutes',
        (case when k % 50 = 27 then 'cancelled' else 'scheduled' end)::appointment_status
      from slot join t on t.i = slot.ti join p on p.i = slot.n % 2000
        join l on l.i = (t.i + (case when slot.weekday_index = 4 then 1 else 0 end)) % ${LOCATIONS}`);
  });
  return { id: clinicId, ownerEmail, serviceId };
}
