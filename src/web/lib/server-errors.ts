import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, GENERIC_ERROR_MESSAGE } from './http';

/**
 * Puts the server's field messages (`ApiError.fields`) onto the matching inputs and focuses the
 * first. Answers whether any landed, so the caller shows `msg` only when none did.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The sentence to show for a failed call: the server's `msg`, or a calm fallback. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.msg : GENERIC_ERROR_MESSAGE;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The server's own `msg`, when its answer carried one (not a network failure, not a fallback). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  return error.msg === GENERIC_ERROR_MESSAGE ? undefined : error.msg;
}
