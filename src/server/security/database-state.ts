import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';

interface Column {
  table: string;
  column: string;
  type: string;
}

/** The app's tables and their columns, read from the database itself. */
export async function columnsOf(db: Db): Promise<Column[]> {
  return rowsOf<Column>(
    db,
    sql`select table_name as "table", column_name as "column", data_type as "type"
        from information_schema.columns
        where table_schema = 'public' and table_name not like '\\_\\_%'
        order by table_name, ordinal_position`,
  );
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/**
 * A digest of every row of `tables` (all but `except` when not given): equal digests, equal
 * contents. Rows are compared as text, in a fixed order.
 */
export async function digestOf(
  db: Db,
  columns: Column[],
  options: { except?: string[]; clinicId?: string } = {},
): Promise<Record<string, string>> {
  const tables = [...new Set(columns.map((c) => c.table))].filter(
    (table) =>
      !options.except?.includes(table) &&
      (!options.clinicId || columns.some((c) => c.table === table && c.column === 'clinic_id')),
  );
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as "table", coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
          from ${ident(table)} t
          ${options.clinicId ? sql`where t.clinic_id = ${options.clinicId}` : sql``}`,
  );
  const rows = await rowsOf<{ table: string; digest: string }>(
    db,
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.table, row.digest]));
}

/** How many rows hold `value` in any column of `type` (e.g. an injected id or timestamp). */
export async function rowsHolding(
  db: Db,
  columns: Column[],
  type: 'uuid' | 'timestamp with time zone',
  value: string,
): Promise<string[]> {
  const holders = columns.filter((c) => c.type === type);
  const parts = holders.map(
    (c) =>
      sql`select ${`${c.table}.${c.column}`}::text as place from ${ident(c.table)}
          where ${ident(c.column)} = ${value}::${sql.raw(type === 'uuid' ? 'uuid' : 'timestamptz')}`,
  );
  const rows = await rowsOf<{ place: string }>(db, sql.join(parts, sql` union all `));
  return rows.map((row) => row.place);
}

/**
 * The next transaction id the database will hand out: it moves only when a transaction writes
 * (reads take none), so an unchanged mark means nothing was written in between. Other
 * connections' writes move it too, which only makes a caller look closer.
 */
export async function writeMark(db: Db): Promise<string> {
  const [row] = await rowsOf<{ mark: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`,
  );
  return row!.mark;
}
