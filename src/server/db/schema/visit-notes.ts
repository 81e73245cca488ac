import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { visitNoteStatuses } from '../../../domain/clinical.js';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { noteTemplate } from './clinical.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';
import { appointments } from './scheduling.js';

export const visitNoteStatus = pgEnum('visit_note_status', visitNoteStatuses);

/** A SOAP note of a visit: a draft until signed, then locked (corrections are addenda). */
export const visitNotes = pgTable(
  'visit_notes',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    appointmentId: uuid('appointment_id'),
    template: noteTemplate('template').notNull(),
    subjective: text('subjective').notNull().default(''),
    objective: text('objective').notNull().default(''),
    assessment: text('assessment').notNull().default(''),
    plan: text('plan').notNull().default(''),
    status: visitNoteStatus('status').notNull().default('draft'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    signedById: uuid('signed_by_id').references(() => users.id, { onDelete: 'set null' }),
    signedAt: at('signed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('visit_notes_clinic_patient_idx').on(table.clinicId, table.patientId),
    uniqueIndex('visit_notes_appointment_key').on(table.appointmentId),
    clinicRowKey('visit_notes', table),
    sameClinicReference(
      'visit_notes_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
    sameClinicReference(
      'visit_notes_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
  ],
);

/** A correction or addition to a signed note; the note itself never changes again. */
export const visitNoteAddenda = pgTable(
  'visit_note_addenda',
  {
    id: id(),
    clinicId: clinicScoped(),
    visitNoteId: uuid('visit_note_id').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('visit_note_addenda_note_idx').on(table.visitNoteId),
    sameClinicReference(
      'visit_note_addenda_note_same_clinic_fk',
      [table.clinicId, table.visitNoteId],
      visitNotes,
    ).onDelete('cascade'),
  ],
);
