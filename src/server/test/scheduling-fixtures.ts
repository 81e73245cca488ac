import { asc, eq } from 'drizzle-orm';
import { addFirstLocation } from '../clinic/first-location.js';
import type { Db } from '../db/client.js';
import { clinics, locations, patients, rooms, services } from '../db/schema.js';
import type { TestContext } from './app.js';
import { createClinic, signedInMember } from './fixtures.js';

/** Records written directly: the routes that manage them have their own tests. */
export async function addPatient(
  db: Db,
  clinicId: string,
  values: Partial<typeof patients.$inferInsert> = {},
) {
  const [patient] = await db
    .insert(patients)
    .values({ clinicId, firstName: 'Mila', lastName: 'Stojanović', ...values })
    .returning();
  return patient!;
}

export async function addService(
  db: Db,
  clinicId: string,
  values: Partial<typeof services.$inferInsert> = {},
) {
  const [service] = await db
    .insert(services)
    .values({
      clinicId,
      name: 'Initial assessment',
      durationMinutes: 60,
      priceMinor: 5000,
      color: '#12b886',
      ...values,
    })
    .returning();
  return service!;
}

/** A room in the clinic's first location. */
export async function addRoom(db: Db, clinicId: string, name = 'Room 1') {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.clinicId, clinicId))
    .orderBy(asc(locations.createdAt), asc(locations.id))
    .limit(1);
  const [room] = await db
    .insert(rooms)
    .values({ clinicId, name, locationId: (location ?? (await addFirstLocation(db, clinicId))).id })
    .returning();
  return room!;
}

export async function setClinicTimeZone(db: Db, clinicId: string, timeZone: string) {
  await db.update(clinics).set({ timeZone }).where(eq(clinics.id, clinicId));
}

/** An owner of a new clinic (on `planId`, else the default plan), signed in, and one patient. */
export async function signedInOwnerWithPatient(ctx: TestContext, planId?: string) {
  const clinicId = planId ? (await createClinic(ctx.database.db, 'Clinic', planId)).id : undefined;
  const owner = await signedInMember(ctx, 'owner', clinicId);
  return { owner, patient: await addPatient(ctx.database.db, owner.clinicId) };
}
