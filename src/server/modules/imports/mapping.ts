import { importFieldsOf, missingMappings, type ImportKind } from '../../../domain/imports.js';
import { HttpError } from '../../http-errors.js';

/**
 * Every target field known, every chosen header in the file, every required field chosen:
 * 400 with `fields['mapping.<field>']` otherwise.
 */
export function assertMapping(
  kind: ImportKind,
  mapping: Record<string, string>,
  headers: string[],
): Record<string, string> {
  const known = new Set(importFieldsOf(kind).map((field) => field.field));
  const chosen = Object.fromEntries(Object.entries(mapping).filter(([, header]) => header !== ''));
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(chosen)) {
    if (!known.has(field)) fields[`mapping.${field}`] = 'This is not a field that can be imported.';
    else if (!headers.includes(header))
      fields[`mapping.${field}`] = `The file has no column "${header}".`;
  }
  for (const [field, message] of Object.entries(missingMappings(kind, chosen)))
    fields[`mapping.${field}`] ??= message;
  if (Object.keys(fields).length > 0)
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      'Choose a column of the file for every required field.',
      fields,
    );
  return chosen;
}
