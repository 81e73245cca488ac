import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { createClinic, createUser } from '../test/fixtures.js';
import { addRoom } from '../test/scheduling-fixtures.js';
import type { Database } from './client.js';
import { appointments, patients } from './schema.js';

/** The database itself refuses double bookings (exclusion constraints). */
describe('appointment overlap constraints (migration 0006)', () => {
  let database: Database;
  let clinicId: string;
  let therapistA: string;
  let therapistB: string;
  let patientId: string;
  let roomId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    clinicId = (await createClinic(db)).id;
    therapistA = (await createUser(db, { clinicId, role: 'therapist' })).id;
    therapistB = (await createUser(db, { clinicId, role: 'therapist' })).id;
    const [patient] = await db
      .insert(patients)
      .values({ clinicId, firstName: 'Ivana', lastName: 'Petrović' })
      .returning();
    patientId = patient!.id;
    roomId = (await addRoom(db, clinicId)).id;
  });
  afterAll(() => database.close());

  const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
  const book = (values: Partial<typeof appointments.$inferInsert>) =>
    database.db.insert(appointments).values({
      clinicId,
      therapistId: therapistA,
      startsAt: at('09:00'),
      endsAt: at('09:45'),
      ...values,
    });
  const violationOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught as { cause?: { code?: string; constraint?: string } },
    );
    return error?.cause?.constraint ?? null;
  };

  it('refuses the same therapist twice at overlapping times, not back to back', async () => {
    await book({});
    expect(await violationOf(book({ startsAt: at('09:30'), endsAt: at('10:00') }))).toBe(
      'appointments_therapist_no_overlap',
    );
    await book({ startsAt: at('09:45'), endsAt: at('10:30') });
  });

  it('refuses the same patient or room with two therapists at once', async () => {
    await book({
      therapistId: therapistA,
      patientId,
      roomId,
      startsAt: at('12:00'),
      endsAt: at('13:00'),
    });
    expect(
      await violationOf(
        book({ therapistId: therapistB, patientId, startsAt: at('12:30'), endsAt: at('13:30') }),
      ),
    ).toBe('appointments_patient_no_overlap');
    expect(
      await violationOf(
        book({ therapistId: therapistB, roomId, startsAt: at('12:30'), endsAt: at('13:30') }),
      ),
    ).toBe('appointments_room_no_overlap');
  });

  it('a cancelled or no-show appointment frees its slot; an end before the start is refused', async () => {
    await book({ startsAt: at('15:00'), endsAt: at('16:00'), status: 'cancelled' });
    await book({
      startsAt: at('15:00'),
      endsAt: at('16:00'),
      status: 'no_show',
      therapistId: therapistB,
    });
    await book({ startsAt: at('15:00'), endsAt: at('16:00') });
    await book({ startsAt: at('15:00'), endsAt: at('16:00'), therapistId: therapistB });
    expect(await violationOf(book({ startsAt: at('18:00'), endsAt: at('17:00') }))).toBe(
      'appointments_ends_after_start',
    );
  });
});
