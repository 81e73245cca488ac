import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { CreatePatientInput, DuplicatePatient } from '../../../domain/patients.js';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';

interface PersonDetails {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
  email?: string | null;
}

/**
 * What makes two patients look like the same person: the same first and last name and date of
 * birth, or the same email, both case-insensitive. Two people share a key when they look alike.
 */
const nameKey = (p: PersonDetails) =>
  p.dateOfBirth
    ? `${p.firstName.toLowerCase()}|${p.lastName.toLowerCase()}|${p.dateOfBirth}`
    : null;
export const emailKey = (p: PersonDetails) => (p.email ? p.email.toLowerCase() : null);
export const duplicateKeys = (p: PersonDetails) =>
  [nameKey(p), emailKey(p)].filter((key): key is string => key !== null);

/**
 * The clinic's patients that share a date of birth or an email with any of `people`: every
 * patient that can share a duplicate key with one of them, in one query.
 */
export async function lookalikeCandidates(
  db: Db,
  clinicId: string,
  people: PersonDetails[],
  exceptId?: string,
): Promise<DuplicatePatient[]> {
  const births = [...new Set(people.map((p) => p.dateOfBirth).filter((d): d is string => !!d))];
  const emails = [...new Set(people.map(emailKey).filter((e): e is string => e !== null))];
  if (births.length === 0 && emails.length === 0) return [];
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
        or(
          births.length ? inArray(patients.dateOfBirth, births) : undefined,
          emails.length ? inArray(sql`lower(${patients.email})`, emails) : undefined,
        ),
      ),
    );
}

/** Patients of the clinic that look like the same person. `exceptId`: the patient being edited. */
export async function findDuplicates(
  db: Db,
  clinicId: string,
  input: CreatePatientInput,
  exceptId?: string,
): Promise<DuplicatePatient[]> {
  const keys = new Set(duplicateKeys(input));
  const candidates = await lookalikeCandidates(db, clinicId, [input], exceptId);
  return candidates
    .filter((patient) => duplicateKeys(patient).some((key) => keys.has(key)))
    .slice(0, 10);
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
