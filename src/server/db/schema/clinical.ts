import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bodySides,
  diagnosisStatuses,
  noteTemplates,
  treatmentPlanStatuses,
  type PlanGoal,
  type PlanIntervention,
  type RangeOfMotion,
} from '../../../domain/clinical.js';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { at, createdAt, id } from './columns.js';
import { storedFiles } from './files.js';
import { patients } from './patients.js';

export const noteTemplate = pgEnum('note_template', noteTemplates);

export const bodySide = pgEnum('body_side', bodySides);
export const diagnosisStatus = pgEnum('diagnosis_status', diagnosisStatuses);

/** A diagnosis: an ICD-10 code from the shipped list, or free text. */
export const diagnoses = pgTable(
  'diagnoses',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    /** e.g. 'M54.5'; null for a free-text diagnosis. */
    icd10Code: text('icd10_code'),
    description: text('description').notNull(),
    bodyRegion: text('body_region').notNull().default(''),
    side: bodySide('side'),
    onsetOn: date('onset_on', { mode: 'string' }),
    diagnosedOn: date('diagnosed_on', { mode: 'string' }).notNull(),
    status: diagnosisStatus('status').notNull().default('active'),
    notes: text('notes').notNull().default(''),
    diagnosedById: uuid('diagnosed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('diagnoses_clinic_patient_idx').on(table.clinicId, table.patientId),
    clinicRowKey('diagnoses', table),
    sameClinicReference(
      'diagnoses_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
  ],
);

export const treatmentPlanStatus = pgEnum('treatment_plan_status', treatmentPlanStatuses);

/** A treatment plan: goals and interventions (JSON, edited as a whole), sessions and dates. */
export const treatmentPlans = pgTable(
  'treatment_plans',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    diagnosisId: uuid('diagnosis_id'),
    title: text('title').notNull(),
    goals: jsonb('goals').$type<PlanGoal[]>().notNull().default([]),
    interventions: jsonb('interventions').$type<PlanIntervention[]>().notNull().default([]),
    plannedSessions: integer('planned_sessions'),
    /** e.g. '2x per week'. */
    frequency: text('frequency').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    status: treatmentPlanStatus('status').notNull().default('planned'),
    notes: text('notes').notNull().default(''),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('treatment_plans_clinic_patient_idx').on(table.clinicId, table.patientId),
    clinicRowKey('treatment_plans', table),
    sameClinicReference(
      'treatment_plans_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
    sameClinicReference(
      'treatment_plans_diagnosis_same_clinic_fk',
      [table.clinicId, table.diagnosisId],
      diagnoses,
    ).onDelete('set null'),
  ],
);

/** A measurement against a plan's goals: pain, a function or outcome score, range of motion. */
export const progressEntries = pgTable(
  'progress_entries',
  {
    id: id(),
    clinicId: clinicScoped(),
    treatmentPlanId: uuid('treatment_plan_id').notNull(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    /** 0-10 (numeric rating scale). */
    pain: integer('pain'),
    /** A function or outcome-measure score, in the goal's measure. */
    score: real('score'),
    outcomeMeasure: text('outcome_measure').notNull().default(''),
    rangeOfMotion: jsonb('range_of_motion').$type<RangeOfMotion[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('progress_entries_plan_idx').on(table.treatmentPlanId, table.recordedOn),
    sameClinicReference(
      'progress_entries_plan_same_clinic_fk',
      [table.clinicId, table.treatmentPlanId],
      treatmentPlans,
    ).onDelete('cascade'),
  ],
);

/** A patient's document or image; the bytes are a stored file, served only through its route. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    fileId: uuid('file_id').notNull(),
    /** The uploader's file name, for display and download only (never a storage path). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown to the patient on the portal, since `shared_at`. */
    sharedWithPatient: boolean('shared_with_patient').notNull().default(false),
    sharedAt: at('shared_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('attachments_clinic_patient_idx').on(table.clinicId, table.patientId),
    // A signed intake form names its PDF among the same clinic's attachments.
    clinicRowKey('attachments', table),
    sameClinicReference(
      'attachments_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
    sameClinicReference(
      'attachments_file_same_clinic_fk',
      [table.clinicId, table.fileId],
      storedFiles,
    ).onDelete('cascade'),
  ],
);
