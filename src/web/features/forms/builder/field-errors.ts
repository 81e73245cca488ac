import type { FieldError } from 'react-hook-form';

/**
 * The message of an error about a list as a whole (too few sections, fields or choices): the
 * schema's lands on the list's `root`, the server's on the list itself.
 */
export function arrayError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const list = error as Partial<FieldError> & { root?: Partial<FieldError> };
  return list.root?.message ?? (typeof list.message === 'string' ? list.message : undefined);
}
