import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { apiCaller, local, schedulingClinic } from '../test/appointment-helpers.js';
import { addAppointment } from '../test/clinical-record-fixtures.js';
import { addPatient, addService, setClinicTimeZone } from '../test/scheduling-fixtures.js';
import { addMember } from '../test/team-fixtures.js';
import type { Db } from './client.js';
import { appointments } from './schema.js';

interface DayCount {
  day: string;
  therapistId: string;
  serviceId: string | null;
  status: string;
  count: number;
  minutes: number;
}

const columns = sql`to_char(day, 'YYYY-MM-DD') as "day", therapist_id as "therapistId",
  service_id as "serviceId", status::text as "status", count::int as "count",
  (seconds / 60.0)::float8 as "minutes"`;
const order = sql`order by 1, 2, 3, 4`;

async function rowsOf(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: DayCount[] }).rows;
}

/** The clinic's rows as the triggers keep them. */
const rollupOf = (db: Db, clinicId: string) =>
  rowsOf(
    db,
    sql`select ${columns} from appointment_day_counts where clinic_id = ${clinicId} ${order}`,
  );

/** The same figures counted afresh from the clinic's patient appointments. */
const freshCountOf = (db: Db, clinicId: string) =>
  rowsOf(
    db,
    sql`select ${columns} from (
      select (a.starts_at at time zone c.time_zone)::date as day, a.therapist_id, a.service_id,
        a.status, count(*) as count, sum(extract(epoch from a.ends_at - a.starts_at)) as seconds
      from appointments a join clinics c on c.id = a.clinic_id
      where a.clinic_id = ${clinicId} and a.patient_id is not null
      group by 1, 2, 3, 4) fresh ${order}`,
  );

/** The rollup, after checking it equals a fresh count. */
async function exactRollup(db: Db, clinicId: string) {
  const rollup = await rollupOf(db, clinicId);
  expect(rollup).toEqual(await freshCountOf(db, clinicId));
  return rollup;
}

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
    const book = (day: string, hhmm: string, minutes: number, values = {}) => {
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
      { ...sameKey(c, '2026-03-02', 'completed'), count: 1, minutes: 45 },
      { ...sameKey(c, '2026-03-02', 'scheduled'), count: 2, minutes: 90 },
      { ...sameKey(c, '2026-03-03', 'scheduled'), serviceId: null, count: 3, minutes: 60 },
    ]);
  });

  it('moves a count when the status changes, and keeps nothing for an emptied row', async () => {
    const c = await clinic();
    const first = await c.book('2026-03-04', '09:00', 30);
    await c.book('2026-03-04', '10:00', 30);
    await db.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, first.id));
    expect(await exactRollup(db, c.clinicId)).toEqual([
      { ...sameKey(c, '2026-03-04', 'no_show'), count: 1, minutes: 30 },
      { ...sameKey(c, '2026-03-04', 'scheduled'), count: 1, minutes: 30 },
    ]);
    await db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.clinicId, c.clinicId));
    expect(await exactRollup(db, c.clinicId)).toEqual([
      { ...sameKey(c, '2026-03-04', 'cancelled'), count: 2, minutes: 60 },
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
      { ...sameKey(c, '2026-03-09', 'scheduled'), count: 1, minutes: 75 },
    ]);
  });

  it('follows a change of therapist, service or patient', async () => {
    const c = await clinic();
    const other = (await addMember(db, c.clinicId, 'therapist')).user.id;
    const one = await c.book('2026-03-10', '09:00', 30);
    const two = await c.book('2026-03-10', '10:00', 30);
    const three = await c.book('2026-03-10', '11:00', 30);
    await db.update(appointments).set({ therapistId: other }).where(eq(appointments.id, one.id));
    await db.update(appointments).set({ serviceId: null }).where(eq(appointments.id, two.id));
    // Turned into blocked time: no longer a patient appointment.
    await db
      .update(appointments)
      .set({ patientId: null, title: 'Admin' })
      .where(eq(appointments.id, three.id));
    expect(await exactRollup(db, c.clinicId)).toEqual(
      [
        { ...sameKey(c, '2026-03-10', 'scheduled'), therapistId: other, count: 1, minutes: 30 },
        { ...sameKey(c, '2026-03-10', 'scheduled'), serviceId: null, count: 1, minutes: 30 },
      ].sort((a, b) => a.therapistId.localeCompare(b.therapistId)),
    );
  });

  it('takes deleted appointments away', async () => {
    const c = await clinic();
    const gone = await c.book('2026-03-11', '09:00', 30);
    const alsoGone = await c.book('2026-03-12', '09:00', 30);
    await c.book('2026-03-12', '10:00', 30);
    await db.delete(appointments).where(inArray(appointments.id, [gone.id, alsoGone.id]));
    expect(await exactRollup(db, c.clinicId)).toEqual([
      { ...sameKey(c, '2026-03-12', 'scheduled'), count: 1, minutes: 30 },
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
      ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'].map((day) => ({
        ...sameKey(c, day, 'scheduled'),
        count: 1,
        minutes: 45,
      })),
    );
  });

  it("recounts the clinic's days when its time zone changes", async () => {
    const c = await clinic();
    await c.book('2026-03-02', '00:15', 30); // 2026-03-01 23:15 UTC
    await c.book('2026-03-02', '09:00', 30);
    await setClinicTimeZone(db, c.clinicId, 'America/New_York');
    expect(await exactRollup(db, c.clinicId)).toEqual([
      { ...sameKey(c, '2026-03-01', 'scheduled'), count: 1, minutes: 30 },
      { ...sameKey(c, '2026-03-02', 'scheduled'), count: 1, minutes: 30 },
    ]);
  });
});

const sameKey = (
  c: { therapistId: string; service: { id: string } },
  day: string,
  status: string,
) => ({ day, therapistId: c.therapistId, serviceId: c.service.id as string | null, status });
