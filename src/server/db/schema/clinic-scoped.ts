import { foreignKey, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';

/** The `clinic_id` of a clinic-owned row: required, and deleted with its clinic. */
export const clinicScoped = () =>
  uuid('clinic_id')
    .notNull()
    .references(() => clinics.id, { onDelete: 'cascade' });

/** The key a same-clinic reference points at: `(clinic_id, id)` of a referenced clinic table. */
export const clinicRowKey = (
  tableName: string,
  table: { clinicId: AnyPgColumn; id: AnyPgColumn },
) => unique(`${tableName}_clinic_row_key`).on(table.clinicId, table.id);

/**
 * A reference between two rows of one clinic: `(clinic_id, column) → target(clinic_id, id)`, so
 * the database refuses a row of one clinic that points at another clinic's row. For a nullable
 * column with `set null` the migration narrows the action to `ON DELETE SET NULL (column)`:
 * nulling `clinic_id` as well would break its NOT NULL.
 */
export const sameClinicReference = (
  name: string,
  [clinicId, column]: [AnyPgColumn, AnyPgColumn],
  target: { clinicId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({ name, columns: [clinicId, column], foreignColumns: [target.clinicId, target.id] });
