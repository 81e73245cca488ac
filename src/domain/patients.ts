import { z } from 'zod';
import { withoutBidiControls } from './names.js';
import { DATE_RANGE_MESSAGE, yearInRange } from './dates.js';
import { emailSchema } from './auth.js';
import { patientSexes } from './clinical.js';
import { DAY_MS } from './clinic-time.js';

/**
 * The patient record (issues "Scheduling" and "Clinical record").
 * GET /patients?search=&status=&therapistId=&needsReview=&sort=&page=&limit= → {patients, total,
 * totalCapped, page, pageSize};
 * POST /patients → 201 {patient}, or 409 DUPLICATE_PATIENT with `details.duplicates` unless the
 * body says `confirmDuplicate: true`; GET and PUT /patients/{id} → {patient};
 * GET /patients/{id}/access-history → {entries} (owners and admins);
 * POST /patients/{id}/review → {patient}: a patient booked online no longer needs review.
 */
export const PATIENT_PAGE_SIZE_MAX = 100;
export const PATIENT_ACCESS_HISTORY_MAX = 200;
/**
 * The list counts matches up to this many: beyond it `total` is the cap and `totalCapped` true
 * ("more than 10,000"), so the first page stays fast in a very large clinic.
 */
export const PATIENT_TOTAL_CAP = 10_000;

export const patientStatuses = ['active', 'discharged', 'archived'] as const;
export type PatientStatus = (typeof patientStatuses)[number];

/** A patient in lists and pickers: who they are and how to reach them. */
export const patientSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  /** Reminders and other messages by email. */
  consentToContact: z.boolean(),
  /** Texts (SMS) to `phone`. */
  consentToSms: z.boolean(),
  /** The patient texted STOP: no texts until they text START (set only by the patient). */
  smsOptedOut: z.boolean(),
  status: z.enum(patientStatuses),
  createdAt: z.iso.datetime(),
});
export type Patient = z.infer<typeof patientSchema>;

export const patientListItemSchema = patientSchema.extend({
  primaryTherapistId: z.uuid().nullable(),
  /** Created by an online booking. */
  bookedOnline: z.boolean(),
  /** Booked online and may be someone already in the records, until staff mark it reviewed. */
  needsReview: z.boolean(),
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;

/** The medical part of the record: read with `clinical.read`, written with `clinical.manage`. */
export const clinicalPatientFields = [
  'medicalHistory',
  'allergies',
  'medications',
  'redFlags',
] as const;
export type ClinicalPatientField = (typeof clinicalPatientFields)[number];

/**
 * The whole record. The clinical fields are null for members without `clinical.read`
 * (assistants): null means "not shown to you", an empty string "nothing recorded".
 */
export const patientRecordSchema = patientListItemSchema.extend({
  sex: z.enum(patientSexes).nullable(),
  address: z.string(),
  occupation: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  insurer: z.string(),
  policyNumber: z.string(),
  referralSource: z.string(),
  referringDoctor: z.string(),
  medicalHistory: z.string().nullable(),
  allergies: z.string().nullable(),
  medications: z.string().nullable(),
  redFlags: z.string().nullable(),
  consentToTreatmentOn: z.string().nullable(),
  notes: z.string(),
  updatedAt: z.iso.datetime(),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

export const patientSorts = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'dateOfBirth',
  '-dateOfBirth',
] as const;
export type PatientSort = (typeof patientSorts)[number];

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number()
    .int('Use a whole number.')
    .min(min, `Ask for at least ${min}.`)
    .max(max, `Ask for at most ${max}.`);

/**
 * Every word of `search` must match: a part of the name, phone or email, or the whole date of
 * birth typed as YYYY-MM-DD or DD.MM.YYYY.
 */
export const patientListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  status: z.enum(patientStatuses, 'Choose active, discharged or archived.').optional(),
  therapistId: z.uuid('Not a valid id.').optional(),
  /** `true`: only patients booked online that staff have not yet reviewed. */
  needsReview: z.literal('true', 'Use needsReview=true or leave it out.').optional(),
  sort: z.enum(patientSorts, `Sort by one of ${patientSorts.join(', ')}.`).default('name'),
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, PATIENT_PAGE_SIZE_MAX).default(25),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

export const patientListSchema = z.object({
  patients: z.array(patientListItemSchema),
  total: z.number().int(),
  /** More matches than PATIENT_TOTAL_CAP: `total` is the cap. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PatientList = z.infer<typeof patientListSchema>;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A date of birth typed into search as YYYY-MM-DD or DD.MM.YYYY, as YYYY-MM-DD; else null. */
export function searchedDate(word: string): string | null {
  const ymd = YMD.exec(word);
  const dmy = DMY.exec(word);
  const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (!yearInRange(parts[0]!)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Today's date anywhere on earth: a day later than UTC, so a clinic east of Greenwich can enter
 * its own today. A loose bound: the server's service checks against the clinic's own today.
 */
const latestToday = () => new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);

const pastDate = (message: string) =>
  z.iso
    .date('Use the format YYYY-MM-DD.')
    .refine((value) => value <= latestToday(), message)
    .refine(yearInRange, DATE_RANGE_MESSAGE);

const nameSchema = (label: string) =>
  withoutBidiControls(
    z.string().trim().min(1, `${label} is required.`).max(100, 'Use at most 100 characters.'),
  );

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

const phoneSchema = text(40).regex(/^[+0-9 ()./-]*$/, 'Use digits, spaces and + ( ) - . / only.');

/**
 * The booking form's quick create uses the first fields; "add patient" sends the rest. Optional
 * fields left out are empty.
 */
export const createPatientSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  phone: phoneSchema.optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
  dateOfBirth: pastDate('The date of birth cannot be in the future.').nullish(),
  consentToContact: z.boolean().optional(),
  consentToSms: z.boolean().optional(),
  sex: z.enum(patientSexes, 'Choose female, male, other or undisclosed.').nullish(),
  address: text(300).optional(),
  occupation: text(100).optional(),
  emergencyContactName: withoutBidiControls(text(200)).optional(),
  emergencyContactPhone: phoneSchema.optional(),
  insurer: text(100).optional(),
  policyNumber: text(60).optional(),
  referralSource: text(100).optional(),
  referringDoctor: text(200).optional(),
  /** Clinical: only members with `clinical.manage` may send these (403 otherwise). */
  medicalHistory: text(10_000).optional(),
  allergies: text(2_000).optional(),
  medications: text(2_000).optional(),
  redFlags: text(2_000).optional(),
  consentToTreatmentOn: pastDate('The consent date cannot be in the future.').nullish(),
  /** A member of this clinic (400 on the field otherwise). */
  primaryTherapistId: z.uuid('Choose a member of this clinic.').nullish(),
  status: z.enum(patientStatuses, 'Choose active, discharged or archived.').optional(),
  notes: text(5_000).optional(),
  /** Save although a patient with the same name and birth date, or the same email, exists. */
  confirmDuplicate: z.boolean().optional(),
});
export type CreatePatientInput = z.infer<typeof createPatientSchema>;

/**
 * PUT replaces the record's demographic fields (left out: empty); clinical fields left out stay
 * as they are, so a member without `clinical.manage` can save the rest.
 */
export const updatePatientSchema = createPatientSchema;
export type UpdatePatientInput = z.infer<typeof updatePatientSchema>;

export const duplicatePatientSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  email: z.string(),
});
export type DuplicatePatient = z.infer<typeof duplicatePatientSchema>;

export const patientAccessEntrySchema = z.object({
  at: z.iso.datetime(),
  /** Null when the account no longer exists. */
  actorName: z.string().nullable(),
  /** The audit action, e.g. `patient.read`, `patient.update`. */
  action: z.string(),
});
export const patientAccessHistorySchema = z.object({
  entries: z.array(patientAccessEntrySchema),
});
export type PatientAccessHistory = z.infer<typeof patientAccessHistorySchema>;
export type PatientAccessEntry = z.infer<typeof patientAccessEntrySchema>;

export const patientResponseSchema = z.object({ patient: patientRecordSchema });
export type PatientResponse = z.infer<typeof patientResponseSchema>;
