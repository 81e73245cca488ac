import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { createClinic, createUser } from '../test/fixtures.js';
import { addRoom } from '../test/scheduling-fixtures.js';
import type { Database } from './client.js';
import { rowsOf } from './raw-rows.js';
import { appointments, patients, rooms, visitNotes } from './schema.js';

interface Reference {
  name: string;
  table: string;
  target: string;
  columns: string[];
  targetColumns: string[];
  /** pg_constraint.confdeltype: 'a' no action, 'r' restrict, 'c' cascade, 'n' set null. */
  onDelete: string;
  /** The columns `ON DELETE SET NULL (…)` nulls; null: every column of the key. */
  setNullColumns: string[] | null;
}

/** Every foreign key between two tables that both have a `clinic_id`, read from the catalog. */
const referencesBetweenClinicTables = (database: Database) =>
  rowsOf<Reference>(
    database.db,
    sql`select c.conname::text as name,
          c.conrelid::regclass::text as "table",
          c.confrelid::regclass::text as target,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, i)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
                order by k.i) as columns,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, i)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum
                order by k.i) as "targetColumns",
          c.confdeltype::text as "onDelete",
          case when c.confdelsetcols is null then null else
            array(select a.attname::text from unnest(c.confdelsetcols) k(attnum)
                  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum)
          end as "setNullColumns"
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'
          and exists (select 1 from pg_attribute a where a.attrelid = c.conrelid
                      and a.attname = 'clinic_id' and not a.attisdropped)
          and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid
                      and a.attname = 'clinic_id' and not a.attisdropped)
        order by c.conname`,
  );

/** What is wrong with a reference between clinic tables, or null when it keeps to one clinic. */
function problemOf(reference: Reference): string | null {
  const at = reference.columns.indexOf('clinic_id');
  if (at < 0 || reference.targetColumns[at] !== 'clinic_id')
    return 'is not composite over clinic_id';
  if (
    reference.onDelete === 'n' &&
    (reference.setNullColumns ?? ['clinic_id']).includes('clinic_id')
  )
    return 'sets clinic_id to null on delete';
  return null;
}

describe('references between rows of one clinic', () => {
  let database: Database;
  let clinicA: string;
  let clinicB: string;
  let therapistA: string;
  let patientA: string;
  let patientB: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    clinicA = (await createClinic(db, 'Clinic A')).id;
    clinicB = (await createClinic(db, 'Clinic B')).id;
    therapistA = (await createUser(db, { clinicId: clinicA, role: 'therapist' })).id;
    const addPatient = async (clinicId: string) =>
      (
        await db
          .insert(patients)
          .values({ clinicId, firstName: 'Ana', lastName: 'Horvat' })
          .returning({ id: patients.id })
      )[0]!.id;
    patientA = await addPatient(clinicA);
    patientB = await addPatient(clinicB);
  });
  afterAll(() => database.close());

  const violationOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught as { cause?: { code?: string; constraint?: string } },
    );
    return error?.cause ? { code: error.cause.code, constraint: error.cause.constraint } : null;
  };

  it('are all composite over clinic_id, and never null clinic_id on delete', async () => {
    const references = await referencesBetweenClinicTables(database);
    const problems = references
      .map((reference) => ({ reference, problem: problemOf(reference) }))
      .filter(({ problem }) => problem !== null)
      .map(
        ({ reference, problem }) =>
          `${reference.table}(${reference.columns.join(', ')}) → ${reference.target} ${problem}`,
      );
    expect(problems).toEqual([]);
    expect(references.map((reference) => reference.name)).toContain(
      'appointments_patient_same_clinic_fk',
    );
  });

  it("refuses an appointment of one clinic for another clinic's patient", async () => {
    const at = new Date('2026-12-01T09:00:00Z');
    const booking = database.db.insert(appointments).values({
      clinicId: clinicA,
      therapistId: therapistA,
      patientId: patientB,
      startsAt: at,
      endsAt: new Date(at.getTime() + 45 * 60_000),
    });
    expect(await violationOf(booking)).toEqual({
      code: '23503',
      constraint: 'appointments_patient_same_clinic_fk',
    });
  });

  it("refuses a visit note of one clinic on another clinic's appointment", async () => {
    const [appointment] = await database.db
      .insert(appointments)
      .values({
        clinicId: clinicA,
        therapistId: therapistA,
        patientId: patientA,
        startsAt: new Date('2026-12-02T09:00:00Z'),
        endsAt: new Date('2026-12-02T09:45:00Z'),
      })
      .returning({ id: appointments.id });
    const note = database.db.insert(visitNotes).values({
      clinicId: clinicB,
      patientId: patientB,
      appointmentId: appointment!.id,
      template: 'follow_up',
    });
    expect(await violationOf(note)).toEqual({
      code: '23503',
      constraint: 'visit_notes_appointment_same_clinic_fk',
    });
  });

  it('deleting a room takes it off its appointments, which stay in their clinic', async () => {
    const room = await addRoom(database.db, clinicA, 'Room 2');
    const [appointment] = await database.db
      .insert(appointments)
      .values({
        clinicId: clinicA,
        therapistId: therapistA,
        roomId: room.id,
        startsAt: new Date('2026-12-03T09:00:00Z'),
        endsAt: new Date('2026-12-03T09:45:00Z'),
      })
      .returning({ id: appointments.id });
    await database.db.delete(rooms).where(eq(rooms.id, room.id));
    const [after] = await database.db
      .select({ clinicId: appointments.clinicId, roomId: appointments.roomId })
      .from(appointments)
      .where(eq(appointments.id, appointment!.id));
    expect(after).toEqual({ clinicId: clinicA, roomId: null });
  });
});
