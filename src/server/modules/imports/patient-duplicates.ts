import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ImportDuplicate } from '../../../domain/imports.js';
import type { DuplicatePatient } from '../../../domain/patients.js';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema.js';
import { chunks } from './report.js';
import type { PatientCandidate } from './patient-rows.js';

const nameKey = (p: { firstName: string; lastName: string; dateOfBirth?: string | null }) =>
  p.dateOfBirth
    ? `${p.firstName.toLowerCase()}|${p.lastName.toLowerCase()}|${p.dateOfBirth}`
    : null;
const emailKey = (p: { email?: string | null }) => (p.email ? p.email.toLowerCase() : null);
const keysOf = (p: Parameters<typeof nameKey>[0] & Parameters<typeof emailKey>[0]) =>
  [nameKey(p), emailKey(p)].filter((key): key is string => key !== null);

/**
 * The clinic's patients that share a date of birth or an email with a candidate, a chunk of
 * rows per query: `findDuplicates` of "add patient" row by row took seconds for a large file.
 */
async function lookalikesInClinic(db: Db, clinicId: string, candidates: PatientCandidate[]) {
  const found: DuplicatePatient[] = [];
  for (const chunk of chunks(candidates)) {
    const births = [...new Set(chunk.map((c) => c.input.dateOfBirth).filter((d) => !!d))];
    const emails = [...new Set(chunk.map((c) => emailKey(c.input)).filter((e) => e !== null))];
    if (births.length === 0 && emails.length === 0) continue;
    found.push(
      ...(await db
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
            or(
              births.length ? inArray(patients.dateOfBirth, births as string[]) : undefined,
              emails.length ? inArray(sql`lower(${patients.email})`, emails) : undefined,
            ),
          ),
        )),
    );
  }
  return found;
}

/**
 * The rows that look like a patient of this clinic, or like an earlier row of the file, by the
 * rules of "add patient" (`patients/duplicates.ts`): the same first and last name and date of
 * birth, or the same email, case-insensitively.
 */
export async function patientDuplicates(
  db: Db,
  clinicId: string,
  candidates: PatientCandidate[],
): Promise<ImportDuplicate[]> {
  const existingByKey = new Map<string, DuplicatePatient>();
  for (const patient of await lookalikesInClinic(db, clinicId, candidates))
    for (const key of keysOf(patient)) if (!existingByKey.has(key)) existingByKey.set(key, patient);

  const duplicates: ImportDuplicate[] = [];
  const firstLineOf = new Map<string, number>();
  for (const candidate of candidates) {
    const keys = keysOf(candidate.input);
    const existingKey = keys.find((key) => existingByKey.has(key));
    const earlier = keys.map((key) => firstLineOf.get(key)).find((line) => line !== undefined);
    for (const key of keys) if (!firstLineOf.has(key)) firstLineOf.set(key, candidate.line);
    if (existingKey)
      duplicates.push({
        row: candidate.line,
        patientId: existingByKey.get(existingKey)!.id,
        sameAsRow: null,
        message:
          existingKey === emailKey(candidate.input)
            ? 'A patient with this email already exists.'
            : 'A patient with this name and date of birth already exists.',
      });
    else if (earlier !== undefined)
      duplicates.push({
        row: candidate.line,
        patientId: null,
        sameAsRow: earlier,
        message: `Same person as row ${earlier} of this file.`,
      });
  }
  return duplicates;
}
