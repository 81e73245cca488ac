import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** The rows of a plain SQL query: both drivers (pg and PGlite) answer raw SQL with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
