import type { ImportReport } from '../../../domain/imports.js';
import { HttpError } from '../../http-errors.js';

/** A commit that would not import everything: nothing is written, the dry run's report says why. */
export function assertImportable(report: ImportReport, skipDuplicates: boolean) {
  if (report.errors.length > 0)
    throw new HttpError(
      400,
      'IMPORT_INVALID',
      `Nothing was imported: ${report.errors.length === 1 ? 'one field has an error' : `${report.errors.length} fields have errors`}. Fix the file and try again.`,
      undefined,
      { report },
    );
  if (report.duplicates.length > 0 && !skipDuplicates)
    throw new HttpError(
      409,
      'IMPORT_DUPLICATES',
      'Nothing was imported: some rows look like patients who already exist. Skip the duplicates or remove them from the file.',
      undefined,
      { report },
    );
}

/** Rows inserted per statement: well under PostgreSQL's 65,535 parameters. */
export const INSERT_CHUNK = 500;

export function chunks<T>(items: T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
