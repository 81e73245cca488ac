import type { z } from 'zod';
import { localDayOf } from '../../../../domain/clinic-time.js';
import type { Diagnosis, diagnosisInputSchema } from '../../../../domain/diagnoses.js';
import { icd10Of } from '../../../../domain/icd10.js';

/** The form's values are the API's input as entered; the domain schema parses them on submit. */
export type DiagnosisFormValues = z.input<typeof diagnosisInputSchema>;

/** A code of the shipped list, or a diagnosis described in words. */
export type DiagnosisKind = 'code' | 'text';

/** The fields a server 400 may name, each an input of the form. */
export const diagnosisFieldNames = [
  'icd10Code',
  'description',
  'bodyRegion',
  'side',
  'onsetOn',
  'diagnosedOn',
  'status',
  'notes',
  'diagnosedById',
] as const satisfies readonly (keyof DiagnosisFormValues)[];

/** Today's date on the clinic's clock, not the browser's. */
export const clinicToday = (timeZone: string, now = new Date()) => localDayOf(now, timeZone).date;

export function newDiagnosisValues(
  today: string,
  diagnosedById: string | undefined,
): DiagnosisFormValues {
  return {
    icd10Code: null,
    description: '',
    bodyRegion: '',
    side: null,
    onsetOn: null,
    diagnosedOn: today,
    status: 'active',
    notes: '',
    diagnosedById,
  };
}

export function editDiagnosisValues(diagnosis: Diagnosis): DiagnosisFormValues {
  const title = diagnosis.icd10Code ? icd10Of(diagnosis.icd10Code)?.title : undefined;
  return {
    icd10Code: diagnosis.icd10Code,
    // With a code the server stores its title as the description: only words of one's own count.
    description: diagnosis.description === title ? '' : diagnosis.description,
    bodyRegion: diagnosis.bodyRegion,
    side: diagnosis.side,
    onsetOn: diagnosis.onsetOn,
    diagnosedOn: diagnosis.diagnosedOn,
    status: diagnosis.status,
    notes: diagnosis.notes,
    diagnosedById: diagnosis.diagnosedById ?? undefined,
  };
}

export const kindOf = (values: DiagnosisFormValues): DiagnosisKind =>
  !values.icd10Code && values.description ? 'text' : 'code';
