import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clinics, locations } from '../db/schema.js';
import { notFound } from '../http-errors.js';

/** A new clinic's first location: named after the clinic, with its address, phone and hours. */
export async function addFirstLocation(db: Db, clinicId: string, name?: string) {
  const [clinic] = await db
    .select({
      name: clinics.name,
      address: clinics.address,
      phone: clinics.phone,
      openingHours: clinics.openingHours,
      createdAt: clinics.createdAt,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  const [location] = await db
    .insert(locations)
    .values({
      clinicId,
      name: name ?? (clinic.name.trim() || 'Main location'),
      address: clinic.address,
      phone: clinic.phone,
      openingHours: clinic.openingHours,
      createdAt: clinic.createdAt,
      updatedAt: clinic.createdAt,
    })
    .returning({ id: locations.id });
  return location!;
}
