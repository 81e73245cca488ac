import { z } from 'zod';
import { emailSchema } from './auth.js';

/**
 * The minimal patient record scheduling needs (issue "Scheduling"); "Clinical record" extends it.
 * GET /patients?search=&limit= → {patients}; POST /patients → 201 {patient}; GET /patients/{id}
 * → {patient}.
 */
export const PATIENT_SEARCH_MAX = 50;

export const patientStatuses = ['active', 'discharged', 'archived'] as const;

export const patientSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  consentToContact: z.boolean(),
  status: z.enum(patientStatuses),
  createdAt: z.iso.datetime(),
});
export type Patient = z.infer<typeof patientSchema>;

export const patientSearchSchema = z.object({
  search: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  limit: z.coerce
    .number()
    .int('Use a whole number.')
    .min(1, 'Ask for at least 1.')
    .max(PATIENT_SEARCH_MAX, `Ask for at most ${PATIENT_SEARCH_MAX}.`)
    .default(20),
});

const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(100, 'Use at most 100 characters.');

/** The booking form's quick create: name, and contact when the patient gave it. */
export const createPatientSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  phone: z
    .string()
    .trim()
    .max(40, 'Use at most 40 characters.')
    .regex(/^[+0-9 ()./-]*$/, 'Use digits, spaces and + ( ) - . / only.')
    .optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
  dateOfBirth: z.iso.date('Use the format YYYY-MM-DD.').optional(),
  consentToContact: z.boolean().optional(),
});
export type CreatePatientInput = z.infer<typeof createPatientSchema>;
