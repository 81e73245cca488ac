import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, patients } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';

/** The currency the clinic takes money in today. */
export async function clinicCurrency(db: Db, clinicId: string): Promise<string> {
  const [clinic] = await db
    .select({ currency: clinics.currency })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic.currency;
}

/** Refuses a patient who is not the clinic's (404, like any other record of another clinic). */
export async function assertPatientOf(db: Db, clinicId: string, patientId: string) {
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), eq(patients.id, patientId)));
  if (!patient) throw notFound('The patient');
}
