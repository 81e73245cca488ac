import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/*
 * Files go to and from bytea columns as hex text that the database encodes and decodes: PGlite
 * turns a binary parameter into hex and back byte by byte in JavaScript (4–5 s to write 10 MB,
 * 1–2 s to read it, its one connection held throughout), while hex text takes one native call
 * on either side (a tenth of that). PostgreSQL answers the same either way.
 */

/** `bytes` as a value to insert into a bytea column. */
export const byteaValue = (bytes: Buffer): SQL => sql`decode(${bytes.toString('hex')}, 'hex')`;

/** A bytea column to select, as the bytes it holds. */
export const byteaOf = (column: AnyPgColumn) =>
  sql<string>`encode(${column}, 'hex')`.mapWith((hex: string) => Buffer.from(hex, 'hex'));
