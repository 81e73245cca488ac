import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveAppointmentStatuses } from '../../domain/scheduling.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { apiCaller, local, schedulingClinic } from '../test/appointment-helpers.js';
import { addAppointment } from '../test/clinical-record-fixtures.js';
import { addPatient, addService, setClinicTimeZone } from '../test/scheduling-fixtures.js';
import { addMember } from '../test/team-fixtures.js';
import type { Db } from './client.js';
import { rowsOf } from './raw-rows.js';
import { appointments } from './schema.js';

interface DayCount {
  day: string;
  status: string | null;
  therapistId: string | null;
  serviceId: string | null;
  count: number;
  minutes: number;
}

const columns = sql`to_char(day, 'YYYY-MM-DD') as "day", status::text as "status",
  therapist_id as "therapistId", service_id as "serviceId", count::int as "count",
  (seconds / 60.0)::float8 as "minutes"`;
const order = sql`order by 1, 2, 3, 4`;

/** The clinic's rows as the triggers keep them. */
const rollupOf = (db: Db, clinicId: string) =>
  rowsOf<DayCount>(
    db,
    sql`select ${columns} from appointment_day_counts where clinic_id = ${clinicId} ${order}`,
  );

const live = sql.join(
  liveAppointmentStatuses.map((status) => sql`${status}::appointment_status`),
  sql`, `,
);

/** The same figures counted afresh from the clinic's patient appointments, facet by facet. */
const freshCountOf = (db: Db, clinicId: string) =>
  rowsOf<DayCount>(
    db,
    sql`with a as (
        select (a.starts_at at time zone c.time_zone)::date as day, a.status, a.therapist_id,
          a.service_id, extract(epoch from a.ends_at - a.starts_at) as seconds
        from appointments a join clinics c on c.id = a.clinic_id
        where a.clinic_id = ${clinicId} and a.patient_id is not null)
      select ${columns} from (
        select day, status, null::uuid as therapist_id, null::uuid as service_id,
          count(*) as count, sum(seconds) as seconds
        from a group by day, status
        union all
        select day, null, therapist_id, null, count(*),
          coalesce(sum(seconds) filter (where status in (${live})), 0)
        from a group by day, therapist_id
        union all
        select day, null, null, service_id, count(*), sum(seconds)
        from a where status = 'completed' and service_id is not null group by day, service_id
      ) fresh ${order}`,
  );

/** The rollup, after checking it equals a fresh count. */
async function exactRollup(db: Db, clinicId: string) {
  const rollup = await rollupOf(db, clinicId);
  expect(rollup).toEqual(await freshCountOf(db, clinicId));
  return rollup;
}

/** The expected rows of a day, in the order rollupOf gives them. */
function facets(day: string, rows: Omit<DayCount, 'day'>[]) {
  const key = (row: Omit<DayCount, 'day'>) =>
    [row.status ?? '~', row.therapistId ?? '~', row.serviceId ?? '~'].join(' ');
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1)).map((row) => ({ day, ...row }));
}
const byStatus = (status: string, count: number, minutes: number) => ({
  status,
  therapistId: null,
  serviceId: null,
  count,
  minutes,
});
const byTherapist = (therapistId: string, count: number, minutes: number) => ({
  status: null,
  therapistId,
  serviceId: null,
  count,
  minutes,
});
const byService = (serviceId: string, count: number, minutes: number) => ({
  status: null,
  therapistId: null,
  serviceId,
  count,
  minutes,
});

/** Decision 015: appointment_day_counts stays equal to counting the appointments. */
describe('appointment_day_counts', () => {
  let ctx: TestContext;
  let db: Db;
  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
  });
  afterAll(() => ctx.close());

  /** A Belgrade clinic with a patient, a service and a booking helper in local time. */
  async function clinic() {
    const owner = await schedulingClinic(ctx);
    const patient = await addPatient(db, owner.clinicId);
    const service = await addService(db, owner.clinicId, { name: 'Follow-up' });
    const book = (
      day: string,
      hhmm: string,
      minutes: number,
      values: Partial<typeof appointments.$inferInsert> = {},
    ) => {
      const startsAt = new Date(local(day, hhmm));
      return addAppointment(db, {
        clinicId: owner.clinicId,
        therapistId: owner.therapistId,
        patientId: patient.id,
        serviceId: service.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        ...values,
      });
    };
    return { ...owner, patient, service, book };
  }

  it('counts inserted patient appointments per local day, without blocked time', async () => {
    const c = await clinic();
    await c.book('2026-03-02', '00:15', 30); // Sunday 2026-03-01 in UTC
    await c.book('2026-03-02', '09:00', 60);
    await c.book('2026-03-02', '11:00', 45, { status: 'completed' });
    await c.book('2026-03-02', '12:00', 60, { patientId: null, title: 'Team meeting' });
    await db.insert(appointments).values(
      ['10:00', '11:00', '12:00'].map((hhmm) => ({
        clinicId: c.clinicId,
        therapistId: c.therapistId,
        patientId: c.patient.id,
        startsAt: new Date(local('2026-03-03', hhmm)),
        endsAt: new Date(local('2026-03-03', hhmm.replace(':00', ':20'))),
      })),
    );

    expect(await exactRollup(db, c.clinicId)).toEqual([
      ...facets('2026-03-02', [
        byStatus('completed', 1, 45),
        byStatus('scheduled', 2, 90),
        byTherapist(c.therapistId, 3, 135),
        byService(c.service.id, 1, 45),
      ]),
      ...facets('2026-03-03', [byStatus('scheduled', 3, 60), byTherapist(c.therapistId, 3, 60)]),
    ]);
  });

  it('moves a count when the status changes, and keeps nothing for an emptied row', async () => {
    const c = await clinic();
    const first = await c.book('2026-03-04', '09:00', 30);
    await c.book('2026-03-04', '10:00', 30);
    await db.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, first.id));
    expect(await exactRollup(db, c.clinicId)).toEqual([
      ...facets('2026-03-04', [
        byStatus('no_show', 1, 30),
        byStatus('scheduled', 1, 30),
        // A no-show frees the time: booked minutes count the live statuses only.
        byTherapist(c.therapistId, 2, 30),
      ]),
    ]);
    await db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.clinicId, c.clinicId));
    expect(await exactRollup(db, c.clinicId)).toEqual([
      ...facets('2026-03-04', [byStatus('cancelled', 2, 60), byTherapist(c.therapistId, 2, 0)]),
    ]);
  });

  it('moves a count across local midnight and follows a new length', async () => {
    const c = await clinic();
    const late = await c.book('2026-03-08', '23:30', 30); // Sunday night
    await db
      .update(appointments)
      .set({
        startsAt: new Date(local('2026-03-09', '00:30')),
        endsAt: new Date(local('2026-03-09', '01:45')),
      })
      .where(eq(appointments.id, late.id));
    expect(await exactRollup(db, c.clinicId)).toEqual([
      ...facets('2026-03-09', [byStatus('scheduled', 1, 75), byTherapist(c.therapistId, 1, 75)]),
    ]);
  });

  it('follows a change of therapist, service or patient', async () => {
    const c = await clinic();
    const other = (await addMember(db, c.clinicId, 'therapist')).user.id;
    const completed = { status: 'completed' as const };
    const one = await c.book('2026-03-10', '09:00', 30, completed);
    const two = await c.book('2026-03-10', '10:00', 30, completed);
    const three = await c.book('2026-03-10', '11:00', 30, completed);
    await db.update(appointments).set({ therapistId: other }).where(eq(appointments.id, one.id));
    await db.update(appointments).set({ serviceId: null }).where(eq(appointments.id, two.id));
    // Turned into blocked time: no longer a patient appointment.
    await db
      .update(appointments)
      .set({ patientId: null, title: 'Admin' })
      .where(eq(appointments.id, three.id));
    expect(await exactRollup(db, c.clinicId)).toEqual(
      facets('2026-03-10', [
        byStatus('completed', 2, 60),
        byTherapist(c.therapistId, 1, 30),
        byTherapist(other, 1, 30),
        byService(c.service.id, 1, 30),
      ]),
    );
  });

  it('takes deleted appointments away', async () => {
    const c = await clinic();
    const gone = await c.book('2026-03-11', '09:00', 30);
    const alsoGone = await c.book('2026-03-12', '09:00', 30);
    await c.book('2026-03-12', '10:00', 30);
    await db.delete(appointments).where(inArray(appointments.id, [gone.id, alsoGone.id]));
    expect(await exactRollup(db, c.clinicId)).toEqual([
      ...facets('2026-03-12', [byStatus('scheduled', 1, 30), byTherapist(c.therapistId, 1, 30)]),
    ]);
  });

  it('counts every occurrence of a series booked through the API', async () => {
    const c = await clinic();
    const created = await apiCaller(ctx)('POST', '/appointments', c.cookie, {
      therapistId: c.therapistId,
      patientId: c.patient.id,
      serviceId: c.service.id,
      start: local('2026-12-07', '09:00'),
      end: local('2026-12-07', '09:45'),
      repeat: { every: 'week', count: 4 },
    });
    expect(created.statusCode).toBe(201);
    expect(await exactRollup(db, c.clinicId)).toEqual(
      ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'].flatMap((day) =>
        facets(day, [byStatus('scheduled', 1, 45), byTherapist(c.therapistId, 1, 45)]),
      ),
    );
  });

  it("recounts the clinic's days when its time zone changes", async () => {
    const c = await clinic();
    await c.book('2026-03-02', '00:15', 30); // 2026-03-01 23:15 UTC
    await c.book('2026-03-02', '09:00', 30);
    await setClinicTimeZone(db, c.clinicId, 'America/New_York');
    expect(await exactRollup(db, c.clinicId)).toEqual([
      ...facets('2026-03-01', [byStatus('scheduled', 1, 30), byTherapist(c.therapistId, 1, 30)]),
      ...facets('2026-03-02', [byStatus('scheduled', 1, 30), byTherapist(c.therapistId, 1, 30)]),
    ]);
  });
});
