import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clinics } from './clinics.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
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
    /** Empty when the file is kept in parts. */
    data: bytea('data').notNull(),
    /** 0: the bytes are in `data`; else in this many stored_file_parts. */
    parts: integer('parts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_files_clinic_idx').on(table.clinicId),
    // An attachment's file belongs to the attachment's clinic.
    clinicRowKey('stored_files', table),
  ],
);

/**
 * A large file in parts, each written and read in a statement of its own: on the embedded
 * database one statement holds every clinic, so no part may hold them long.
 */
export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    fileId: uuid('file_id').notNull(),
    clinicId: clinicScoped(),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.part] }),
    sameClinicReference(
      'stored_file_parts_file_same_clinic_fk',
      [table.clinicId, table.fileId],
      storedFiles,
    ).onDelete('cascade'),
  ],
);
