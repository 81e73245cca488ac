import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clinics } from '../db/schema.js';
import { notFound } from '../http-errors.js';

/** The clinic's time zone and opening hours. */
export async function clinicHoursOf(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone, openingHours: clinics.openingHours })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic;
}
