import type { ImportDuplicate } from '../../../domain/imports.js';
import type { Db } from '../../db/client.js';
import { findDuplicates } from '../patients/duplicates.js';
import type { PatientCandidate } from './patient-rows.js';

const nameKey = ({ input }: PatientCandidate) =>
  input.dateOfBirth
    ? `${input.firstName.toLowerCase()}|${input.lastName.toLowerCase()}|${input.dateOfBirth}`
    : null;
const emailKey = ({ input }: PatientCandidate) => (input.email ? input.email.toLowerCase() : null);

/**
 * The rows that look like a patient of this clinic, or like an earlier row of the file: the
 * same first and last name and date of birth, or the same email (the rules of "add patient").
 */
export async function patientDuplicates(
  db: Db,
  clinicId: string,
  candidates: PatientCandidate[],
): Promise<ImportDuplicate[]> {
  const duplicates: ImportDuplicate[] = [];
  const firstLineOf = new Map<string, number>();
  for (const candidate of candidates) {
    const keys = [nameKey(candidate), emailKey(candidate)].filter((k): k is string => k !== null);
    const earlier = keys.map((key) => firstLineOf.get(key)).find((line) => line !== undefined);
    for (const key of keys) if (!firstLineOf.has(key)) firstLineOf.set(key, candidate.line);
    const [existing] = await findDuplicates(db, clinicId, candidate.input);
    if (existing)
      duplicates.push({
        row: candidate.line,
        patientId: existing.id,
        sameAsRow: null,
        message:
          existing.email && existing.email.toLowerCase() === emailKey(candidate)
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
