import { sql } from 'drizzle-orm';
import { users } from './schema.js';

/** A member's full name as lists show it; null when neither name is filled in. */
export const memberNameSql = sql<
  string | null
>`nullif(trim(${users.name} || ' ' || ${users.lastName}), '')`;
