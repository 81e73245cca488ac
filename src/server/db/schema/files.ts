import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clinics } from './clinics.js';
import { clinicRowKey } from './clinic-scoped.js';
import { bytea, createdAt, id } from './columns.js';

/**
 * Uploaded files (avatars now, attachments later), kept in the database so every app instance
 * sees them and a database backup holds them. `clinic_id` is null for a user's own files.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_files_clinic_idx').on(table.clinicId),
    // An attachment's file belongs to the attachment's clinic.
    clinicRowKey('stored_files', table),
  ],
);
