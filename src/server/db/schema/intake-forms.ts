import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type {
  IntakeAnswers,
  IntakeSection,
  PatientFormStatus,
} from '../../../domain/intake-forms.js';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { attachments } from './clinical.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';
import { appointments, services } from './scheduling.js';

/**
 * A clinic's intake form, as built in Settings. Deleting one only marks it (`deleted_at`), so the
 * copies already sent still name the form they came from.
 */
export const intakeForms = pgTable(
  'intake_forms',
  {
    id: id(),
    clinicId: clinicScoped(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sections: jsonb('sections').$type<IntakeSection[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    clinicRowKey('intake_forms', table),
    index('intake_forms_clinic_idx').on(table.clinicId),
  ],
);

/** The services whose first visit sends a form. */
export const intakeFormServices = pgTable(
  'intake_form_services',
  {
    clinicId: clinicScoped(),
    intakeFormId: uuid('intake_form_id').notNull(),
    serviceId: uuid('service_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.intakeFormId, table.serviceId] }),
    index('intake_form_services_service_idx').on(table.clinicId, table.serviceId),
    sameClinicReference(
      'intake_form_services_form_same_clinic_fk',
      [table.clinicId, table.intakeFormId],
      intakeForms,
    ).onDelete('cascade'),
    sameClinicReference(
      'intake_form_services_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('cascade'),
  ],
);

/**
 * A form sent to a patient: a copy of its sections as they were when sent, and the patient's
 * answers. One per first visit and form, so a form is never sent twice for one visit.
 */
export const patientForms = pgTable(
  'patient_forms',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    intakeFormId: uuid('intake_form_id'),
    appointmentId: uuid('appointment_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sections: jsonb('sections').$type<IntakeSection[]>().notNull(),
    status: text('status').$type<PatientFormStatus>().notNull().default('sent'),
    answers: jsonb('answers').$type<IntakeAnswers>().notNull().default({}),
    sentAt: at('sent_at').notNull(),
    submittedAt: at('submitted_at'),
    acceptedAt: at('accepted_at'),
    acceptedById: uuid('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    signedAttachmentId: uuid('signed_attachment_id'),
    createdAt: createdAt(),
  },
  (table) => [
    clinicRowKey('patient_forms', table),
    unique('patient_forms_appointment_form_key').on(
      table.clinicId,
      table.appointmentId,
      table.intakeFormId,
    ),
    index('patient_forms_patient_idx').on(table.clinicId, table.patientId),
    check('patient_forms_status_valid', sql`${table.status} IN ('sent', 'submitted', 'accepted')`),
    sameClinicReference(
      'patient_forms_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
    sameClinicReference(
      'patient_forms_form_same_clinic_fk',
      [table.clinicId, table.intakeFormId],
      intakeForms,
    ).onDelete('set null'),
    sameClinicReference(
      'patient_forms_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
    sameClinicReference(
      'patient_forms_attachment_same_clinic_fk',
      [table.clinicId, table.signedAttachmentId],
      attachments,
    ).onDelete('set null'),
  ],
);
