import { z } from 'zod';
import { patientSexes, type PatientSex } from './clinical.js';
import { patientStatuses, type PatientStatus } from './patients.js';
import { appointmentStatuses, type AppointmentStatus } from './scheduling.js';
import { dateOrders } from './import-dates.js';
import { detectPreset, presetMapping } from './import-presets.js';

export { importDate } from './import-dates.js';

/**
 * Data migration by CSV (Export and import). The web reads the file as
 * text and sends it as JSON; the same body is sent for the dry run and the commit, so nothing is
 * kept on the server between the two.
 * POST /imports/{kind}/headers {csv} → {headers, sample, rows, delimiter, ambiguousDateColumns};
 * POST /imports/{kind} {csv, mapping, dryRun, skipDuplicates?, dateOrder?} → dry run: {report};
 * commit: 201 {result}, or 400 IMPORT_INVALID / 409 IMPORT_DUPLICATES with `details.report`,
 * nothing written; 400 with `fields.dateOrder` when a mapped date column reads both ways and no
 * `dateOrder` was sent. Owners and admins (`patients.import`).
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5_000;
/** Rows of the file shown under the headers while mapping. */
export const IMPORT_SAMPLE_ROWS = 3;

export const importKinds = ['patients', 'appointments'] as const;
export type ImportKind = (typeof importKinds)[number];

export interface ImportField {
  field: string;
  label: string;
  required: boolean;
  /** Header names (lower case, letters and digits only) the mapping step picks automatically. */
  aliases: readonly string[];
  hint?: string;
}

const f = (
  field: string,
  label: string,
  aliases: string[],
  options: { required?: boolean; hint?: string } = {},
): ImportField => ({ field, label, required: options.required ?? false, aliases, ...options });

export const patientImportFields: readonly ImportField[] = [
  f('firstName', 'First name', ['firstname', 'first', 'givenname', 'forename'], {
    required: true,
  }),
  f('lastName', 'Last name', ['lastname', 'last', 'surname', 'familyname'], { required: true }),
  f('dateOfBirth', 'Date of birth', ['dateofbirth', 'dob', 'birthdate', 'birthday', 'born'], {
    hint: 'YYYY-MM-DD, DD.MM.YYYY, DD/MM/YYYY or MM/DD/YYYY',
  }),
  f('sex', 'Sex', ['sex', 'gender'], { hint: 'female, male, other or undisclosed (F, M…)' }),
  f('email', 'Email', ['email', 'emailaddress', 'mail']),
  f('phone', 'Phone', [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'cellphone',
    'telephone',
    'tel',
    'cell',
    'homephone',
    'workphone',
  ]),
  f('address', 'Address', ['address', 'streetaddress', 'address1', 'addressline1', 'street'], {
    hint: 'Street; the parts below are added to it',
  }),
  f('address2', 'Address line 2', ['address2', 'addressline2']),
  f('address3', 'Address line 3', ['address3', 'addressline3']),
  f('city', 'City', ['city', 'town', 'suburb']),
  f('state', 'State or region', ['state', 'province', 'region', 'county']),
  f('postcode', 'Postcode', ['postcode', 'postalcode', 'zip', 'zipcode']),
  f('country', 'Country', ['country']),
  f('occupation', 'Occupation', ['occupation', 'job', 'profession']),
  f('emergencyContactName', 'Emergency contact', ['emergencycontact', 'emergencycontactname']),
  f('emergencyContactPhone', 'Emergency contact phone', [
    'emergencycontactphone',
    'emergencyphone',
  ]),
  f('insurer', 'Insurer', ['insurer', 'insurance', 'insurancecompany']),
  f('policyNumber', 'Policy number', ['policynumber', 'policy', 'insurancenumber']),
  f('referralSource', 'Referral source', ['referralsource', 'referral', 'source']),
  f('referringDoctor', 'Referring doctor', ['referringdoctor', 'doctor', 'referrer']),
  f('consentToContact', 'Consent to contact', ['consenttocontact', 'consent', 'marketingconsent'], {
    hint: 'yes/no, true/false, 1/0',
  }),
  f('consentToSms', 'Consent to texts (SMS)', ['consenttosms', 'smsconsent', 'textconsent'], {
    hint: 'yes/no, true/false, 1/0',
  }),
  f('status', 'Status', ['status'], { hint: 'active, discharged or archived' }),
  f('medicalHistory', 'Medical history', ['medicalhistory', 'history', 'anamnesis']),
  f('allergies', 'Allergies', ['allergies', 'allergy']),
  f('medications', 'Medications', ['medications', 'medication', 'drugs']),
  f('redFlags', 'Red flags', ['redflags']),
  f('notes', 'Notes', ['notes', 'note', 'comments', 'comment']),
];

export const appointmentImportFields: readonly ImportField[] = [
  f('patientEmail', 'Patient email', ['patientemail', 'email', 'emailaddress'], {
    hint: 'Or map first name, last name and date of birth',
  }),
  f('patientFirstName', 'Patient first name', ['patientfirstname', 'firstname', 'first']),
  f('patientLastName', 'Patient last name', ['patientlastname', 'lastname', 'last', 'surname']),
  f(
    'patientDateOfBirth',
    'Patient date of birth',
    ['patientdateofbirth', 'dateofbirth', 'dob', 'birthdate'],
    { hint: 'YYYY-MM-DD, DD.MM.YYYY, DD/MM/YYYY or MM/DD/YYYY' },
  ),
  f('therapist', 'Therapist', ['therapist', 'therapistemail', 'practitioner', 'staff'], {
    required: true,
    hint: "A team member's email or full name",
  }),
  f('service', 'Service', ['service', 'servicename', 'treatment', 'type']),
  f('date', 'Date', ['date', 'appointmentdate', 'day'], {
    required: true,
    hint: 'YYYY-MM-DD, DD.MM.YYYY, DD/MM/YYYY or MM/DD/YYYY',
  }),
  f('startTime', 'Start time', ['starttime', 'start', 'time', 'from'], {
    required: true,
    hint: 'HH:mm, clinic time',
  }),
  f('endTime', 'End time', ['endtime', 'end', 'to', 'until'], {
    hint: 'Or a duration, or the service’s length',
  }),
  f('durationMinutes', 'Duration (minutes)', ['duration', 'durationminutes', 'minutes', 'length']),
  f('status', 'Status', ['status'], { hint: 'scheduled, confirmed, completed, cancelled…' }),
  f('notes', 'Notes', ['notes', 'note', 'comments', 'comment']),
];

/** The fields that hold dates, whose order may need choosing. */
export const importDateFields: Record<ImportKind, readonly string[]> = {
  patients: ['dateOfBirth'],
  appointments: ['patientDateOfBirth', 'date'],
};

export const importFieldsOf = (kind: ImportKind) =>
  kind === 'patients' ? patientImportFields : appointmentImportFields;

/** A header as the aliases are written: lower case, letters and digits only. */
export const normalisedHeader = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Target field → CSV header: a known program's export by its column names, then every field
 * whose alias matches a header (first wins, each header once).
 */
export function autoMapping(kind: ImportKind, headers: readonly string[]): Record<string, string> {
  const preset = kind === 'patients' ? detectPreset(headers) : undefined;
  const mapping: Record<string, string> = preset ? presetMapping(preset, headers) : {};
  const taken = new Set<string>(Object.values(mapping));
  const byName = new Map(headers.map((header) => [normalisedHeader(header), header]));
  for (const field of importFieldsOf(kind)) {
    if (mapping[field.field]) continue;
    const header = field.aliases.map((alias) => byName.get(alias)).find((h) => h && !taken.has(h));
    if (header) {
      mapping[field.field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/** The mapping fields that must be chosen before a dry run, with the message for each. */
export function missingMappings(
  kind: ImportKind,
  mapping: Record<string, string | undefined>,
): Record<string, string> {
  const has = (field: string) => Boolean(mapping[field]);
  const missing: Record<string, string> = {};
  for (const field of importFieldsOf(kind))
    if (field.required && !has(field.field))
      missing[field.field] = `Choose the column for ${field.label.toLowerCase()}.`;
  if (
    kind === 'appointments' &&
    !has('patientEmail') &&
    !(has('patientFirstName') && has('patientLastName'))
  )
    missing.patientEmail = 'Choose the column for the patient email, or for first and last name.';
  return missing;
}

const csvSchema = z.string().min(1, 'The file is empty.');

export const importHeadersRequestSchema = z.object({ csv: csvSchema });

export const importHeadersSchema = z.object({
  headers: z.array(z.string()),
  /** The first data rows, cell by cell. */
  sample: z.array(z.array(z.string())),
  /** Data rows in the file (the header line not counted). */
  rows: z.number().int(),
  delimiter: z.string(),
  /**
   * Columns of slash dates whose every day and month is 12 or less (03/12/1990): day first or
   * month first cannot be told, the import needs `dateOrder` when one is a mapped date.
   */
  ambiguousDateColumns: z.array(z.string()),
});
export type ImportHeaders = z.infer<typeof importHeadersSchema>;

export const importRequestSchema = z.object({
  csv: csvSchema,
  /** Target field → CSV header; fields left out are not imported. */
  mapping: z.record(z.string(), z.string().max(200)),
  dryRun: z.boolean(),
  /** Patients: leave out rows that look like an existing patient or an earlier row. */
  skipDuplicates: z.boolean().optional(),
  /** How to read slash dates in a column that does not tell (see `ambiguousDateColumns`). */
  dateOrder: z.enum(dateOrders, 'Choose day first or month first.').optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const importRowErrorSchema = z.object({
  /** The row's number in a spreadsheet (the header is row 1). */
  row: z.number().int(),
  /** The target field, e.g. `dateOfBirth`; `row` for the row as a whole. */
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importDuplicateSchema = z.object({
  row: z.number().int(),
  /** The existing patient it looks like (null: an earlier row of the file, `sameAsRow`). */
  patientId: z.uuid().nullable(),
  sameAsRow: z.number().int().nullable(),
  message: z.string(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

export const importReportSchema = z.object({
  /** A commit with the same body would import. */
  valid: z.boolean(),
  rows: z.number().int(),
  /** Rows without errors that are not duplicates: what a commit creates. */
  toCreate: z.number().int(),
  errors: z.array(importRowErrorSchema),
  duplicates: z.array(importDuplicateSchema),
  /** Problems of the whole file, e.g. the plan's patient limit. */
  fileErrors: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  skippedDuplicates: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// ---- Cell values, as people write them in spreadsheets ----

/** H:mm or HH:mm (also HH.mm) as minutes since midnight; null otherwise. */
export function importTime(value: string): number | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(value);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

const sexWords: Record<string, PatientSex> = {
  f: 'female',
  female: 'female',
  woman: 'female',
  w: 'female',
  m: 'male',
  male: 'male',
  man: 'male',
  o: 'other',
  other: 'other',
  diverse: 'other',
  x: 'other',
  u: 'undisclosed',
  undisclosed: 'undisclosed',
  unknown: 'undisclosed',
  notstated: 'undisclosed',
  prefernottosay: 'undisclosed',
};
export const importSex = (value: string): PatientSex | undefined =>
  sexWords[normalisedHeader(value)] ??
  patientSexes.find((sex) => sex === value.trim().toLowerCase());

const patientStatusWords: Record<string, PatientStatus> = {
  active: 'active',
  current: 'active',
  discharged: 'discharged',
  finished: 'discharged',
  archived: 'archived',
  inactive: 'archived',
};
export const importPatientStatus = (value: string): PatientStatus | undefined =>
  patientStatusWords[normalisedHeader(value)] ??
  patientStatuses.find((status) => status === value.trim().toLowerCase());

const appointmentStatusWords: Record<string, AppointmentStatus> = {
  scheduled: 'scheduled',
  booked: 'scheduled',
  planned: 'scheduled',
  confirmed: 'confirmed',
  arrived: 'arrived',
  checkedin: 'arrived',
  completed: 'completed',
  done: 'completed',
  attended: 'completed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  noshow: 'no_show',
  missed: 'no_show',
  dna: 'no_show',
};
export const importAppointmentStatus = (value: string): AppointmentStatus | undefined =>
  appointmentStatusWords[normalisedHeader(value)] ??
  appointmentStatuses.find((status) => status === value.trim().toLowerCase());

const yes = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'da', 'oui', 'si']);
const no = new Set(['no', 'n', 'false', '0', 'nein', 'ne', 'non']);
/** yes/no words as a boolean; undefined when neither. */
export function importBoolean(value: string): boolean | undefined {
  const word = value.trim().toLowerCase();
  if (yes.has(word)) return true;
  if (no.has(word)) return false;
  return undefined;
}

/** A dry run's answer (200). */
export const importReportResponseSchema = z.object({ report: importReportSchema });
export type ImportReportResponse = z.infer<typeof importReportResponseSchema>;
/** A committed import's answer (201). */
export const importResultResponseSchema = z.object({ result: importResultSchema });
export type ImportResultResponse = z.infer<typeof importResultResponseSchema>;
