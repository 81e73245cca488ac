import type { ImportKind } from '../../../../domain/imports.js';

/** "1 patient", "1,200 appointments". */
export function countOf(count: number, kind: ImportKind): string {
  const noun = kind === 'patients' ? 'patient' : 'appointment';
  return `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`;
}
