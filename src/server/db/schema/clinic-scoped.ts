import { uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';

/** The `clinic_id` of a clinic-owned row: required, and deleted with its clinic. */
export const clinicScoped = () =>
  uuid('clinic_id')
    .notNull()
    .references(() => clinics.id, { onDelete: 'cascade' });
