import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http';

/**
 * Puts the server's per-field messages (`ApiError.fields`) onto the form's inputs and focuses
 * the first of them. Answers whether any field was known to the form.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const fields = error.fields;
  const matching = formFields.filter((name) => fields[name] !== undefined);
  matching.forEach((name, index) => {
    setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 });
  });
  return matching.length > 0;
}

/** The message to show for a failed call: the server's `msg`, or a network/generic one. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  return 'Something went wrong. Please try again.';
}
