import { sql } from 'drizzle-orm';
import { appointments } from '../../db/schema.js';

/** Set on every change of an appointment: calendars keep the copy with the highest SEQUENCE. */
export const nextSequence = sql`${appointments.sequence} + 1`;
