import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';

/** A sign-in link mailed to a patient for their clinic's portal: used once, soon. */
export const portalSignInTokens = pgTable(
  'portal_sign_in_tokens',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('portal_sign_in_tokens_patient_idx').on(table.clinicId, table.patientId),
    sameClinicReference(
      'portal_sign_in_tokens_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
  ],
);

/** A patient signed in to their clinic's portal: short, and apart from staff sessions. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    /** SHA-256 of the session cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('portal_sessions_patient_idx').on(table.clinicId, table.patientId),
    sameClinicReference(
      'portal_sessions_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
  ],
);
