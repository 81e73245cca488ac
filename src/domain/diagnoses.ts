import { z } from 'zod';
import { calendarDateSchema } from './dates.js';
import { bodySides, diagnosisStatuses } from './clinical.js';
import { icd10Of } from './icd10.js';

/**
 * Diagnoses of a patient, addressed under their patient:
 * GET /patients/{patientId}/diagnoses → {diagnoses}; POST → 201 {diagnosis};
 * GET|PUT /patients/{patientId}/diagnoses/{id} → {diagnosis}. A diagnosis is never deleted:
 * it is resolved (a record entered in error is corrected by PUT).
 */
export const diagnosisSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  icd10Code: z.string().nullable(),
  description: z.string(),
  bodyRegion: z.string(),
  side: z.enum(bodySides).nullable(),
  onsetOn: z.iso.date().nullable(),
  diagnosedOn: z.iso.date(),
  status: z.enum(diagnosisStatuses),
  notes: z.string(),
  diagnosedById: z.uuid().nullable(),
  /** The member's name, or null once the account is gone. */
  diagnosedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

const date = calendarDateSchema();

/**
 * POST and PUT (PUT replaces every field). An ICD-10 code from the shipped list or a
 * description; with a code, the description defaults to the code's title. Dates are checked
 * against the clinic's today on the server.
 */
export const diagnosisInputSchema = z
  .object({
    icd10Code: z
      .string()
      .trim()
      .toUpperCase()
      // '' is a free-text diagnosis, like null.
      .refine((code) => code === '' || icd10Of(code) !== undefined, 'Choose a code from the list.')
      .nullable()
      .optional(),
    description: z.string().trim().max(300, 'Use at most 300 characters.').optional(),
    bodyRegion: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
    side: z.enum(bodySides, 'Choose left, right or bilateral.').nullable().optional(),
    onsetOn: date.nullable().optional(),
    diagnosedOn: date,
    status: z.enum(diagnosisStatuses, 'Choose active or resolved.').optional(),
    notes: z.string().max(5000, 'Use at most 5000 characters.').optional(),
    /** A member of the clinic; the signed-in member when left out. */
    diagnosedById: z.uuid('Not a valid id.').optional(),
  })
  .superRefine((input, issues) => {
    if (!input.icd10Code && !input.description)
      issues.addIssue({
        code: 'custom',
        path: ['description'],
        message: 'Choose an ICD-10 code or describe the diagnosis.',
      });
    if (input.onsetOn && input.onsetOn > input.diagnosedOn)
      issues.addIssue({
        code: 'custom',
        path: ['onsetOn'],
        message: 'The onset cannot be after the diagnosis date.',
      });
  });
export type DiagnosisInput = z.infer<typeof diagnosisInputSchema>;

export const diagnosisResponseSchema = z.object({ diagnosis: diagnosisSchema });
export type DiagnosisResponse = z.infer<typeof diagnosisResponseSchema>;

export const diagnosisListResponseSchema = z.object({ diagnoses: z.array(diagnosisSchema) });
export type DiagnosisListResponse = z.infer<typeof diagnosisListResponseSchema>;
