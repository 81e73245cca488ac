import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CreatePatientInput, DuplicatePatient } from '../../../domain/patients.js';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';

/**
 * Patients of the clinic that look like the same person: the same first and last name and date
 * of birth, or the same email (both case-insensitive). `exceptId`: the patient being edited.
 */
export async function findDuplicates(
  db: Db,
  clinicId: string,
  input: CreatePatientInput,
  exceptId?: string,
): Promise<DuplicatePatient[]> {
  const alike: SQL[] = [];
  if (input.dateOfBirth)
    alike.push(
      and(
        eq(patients.dateOfBirth, input.dateOfBirth),
        eq(sql`lower(${patients.firstName})`, input.firstName.toLowerCase()),
        eq(sql`lower(${patients.lastName})`, input.lastName.toLowerCase()),
      )!,
    );
  if (input.email) alike.push(eq(sql`lower(${patients.email})`, input.email.toLowerCase()));
  if (alike.length === 0) return [];
  return db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      email: patients.email,
    })
    .from(patients)
    .where(
      and(
        eq(patients.clinicId, clinicId),
        exceptId ? ne(patients.id, exceptId) : undefined,
        or(...alike),
      ),
    )
    .limit(10);
}

/** 409 naming the look-alikes, unless the caller confirmed it is a different person. */
export async function assertNoDuplicate(
  db: Db,
  clinicId: string,
  input: CreatePatientInput,
  exceptId?: string,
) {
  if (input.confirmDuplicate) return;
  const duplicates = await findDuplicates(db, clinicId, input, exceptId);
  if (duplicates.length > 0)
    throw new HttpError(
      409,
      'DUPLICATE_PATIENT',
      'A patient with the same name and date of birth, or the same email, already exists. Check the list, or save anyway if this is a different person.',
      undefined,
      { duplicates },
    );
}
