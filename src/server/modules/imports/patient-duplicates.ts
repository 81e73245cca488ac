import type { ImportDuplicate } from '../../../domain/imports.js';
import type { DuplicatePatient } from '../../../domain/patients.js';
import type { Db } from '../../db/client.js';
import { duplicateKeys, emailKey, lookalikeCandidates } from '../patients/duplicates.js';
import { chunks } from './report.js';
import type { PatientCandidate } from './patient-rows.js';

/** Rows looked up per query: each query holds the embedded database briefly. */
const LOOKUP_CHUNK = 200;

/**
 * The clinic's patients that could look like a candidate, a chunk of rows per query: asking
 * row by row as "add patient" does took seconds for a large file.
 */
async function lookalikesInClinic(db: Db, clinicId: string, candidates: PatientCandidate[]) {
  const found: DuplicatePatient[] = [];
  for (const chunk of chunks(candidates, LOOKUP_CHUNK))
    found.push(
      ...(await lookalikeCandidates(
        db,
        clinicId,
        chunk.map((c) => c.input),
      )),
    );
  return found;
}

/** The rows that look like a patient of this clinic, or like an earlier row of the file. */
export async function patientDuplicates(
  db: Db,
  clinicId: string,
  candidates: PatientCandidate[],
): Promise<ImportDuplicate[]> {
  const existingByKey = new Map<string, DuplicatePatient>();
  for (const patient of await lookalikesInClinic(db, clinicId, candidates))
    for (const key of duplicateKeys(patient))
      if (!existingByKey.has(key)) existingByKey.set(key, patient);

  const duplicates: ImportDuplicate[] = [];
  const firstLineOf = new Map<string, number>();
  for (const candidate of candidates) {
    const keys = duplicateKeys(candidate.input);
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
