import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.js';
import type { Database, Db } from './client.js';
import { rowsOf } from './raw-rows.js';
import { isEmpty } from './seed.js';

/**
 * A logical backup that both engines write and read the same way (`npm run backup` / `restore`):
 * newline-delimited JSON, one header line, then per table a line naming its columns and one line
 * per row. Taken in one repeatable-read transaction, so it is consistent while the app runs.
 */
export interface BackupHeader {
  format: 'motio-backup';
  version: 1;
  createdAt: string;
  /** The number of migrations applied: a backup is restored by the Motio version that made it. */
  migrations: number;
}

type Line = BackupHeader | { table: string; columns: string[] } | { row: Record<string, unknown> };

const BATCH = 500;

export class BackupError extends Error {}

/** How many migrations this version of Motio ships (the journal drizzle-kit writes). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * Tables the database derives from others with triggers: not backed up, since restoring them
 * would count twice what the triggers already rebuild while their sources are restored.
 */
export const derivedTables = ['appointment_day_counts'];

/**
 * The app's tables but the derived ones, parents before children (foreign keys), so a restore inserts each row after
 * the rows it points to without switching constraints off.
 */
async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !derivedTables.includes(name));
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new BackupError(`Foreign keys form a cycle at ${table}.`);
    visiting.add(table);
    for (const { child, parent } of references) {
      if (child === table && parent !== table) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Columns a restore may write: generated columns are computed again by the database. */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  return (
    await rowsOf<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`,
    )
  ).map((row) => row.name);
}

export async function writeBackup(database: Database, out: Writable): Promise<void> {
  // Waits only when the stream's buffer is full, not for every line to be flushed.
  const write = async (line: Line) => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
  };
  await database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      await write({
        format: 'motio-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        migrations: shippedMigrationCount(),
      });
      for (const table of await tablesInDependencyOrder(db)) {
        const columns = await writableColumns(db, table);
        await write({ table, columns });
        const list = sql.join(columns.map(ident), sql`, `);
        // The database writes each row as JSON itself: timestamps keep their microseconds, bytes
        // become hex text, and the restore casts both back with jsonb_populate_recordset.
        await db.execute(
          sql`declare backup_rows no scroll cursor for
              select row_to_json(r) as row from (select ${list} from ${ident(table)}) r`,
        );
        for (;;) {
          const rows = await rowsOf<{ row: Record<string, unknown> }>(
            db,
            sql.raw(`fetch ${BATCH} from backup_rows`),
          );
          for (const { row } of rows) await write({ row });
          if (rows.length < BATCH) break;
        }
        await db.execute(sql`close backup_rows`);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Restores a backup into a migrated, empty database, all or nothing (one transaction). Refuses a
 * backup of another Motio version and a database that already has accounts: nothing is lost.
 */
export async function restoreBackup(database: Database, input: Readable): Promise<number> {
  let restored = 0;
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    let header: BackupHeader | undefined;
    let table: { name: string; columns: string[] } | undefined;
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const list = sql.join(table.columns.map(ident), sql`, `);
      await db.execute(
        sql`insert into ${ident(table.name)} (${list})
            select ${list} from jsonb_populate_recordset(null::${ident(table.name)}, ${JSON.stringify(batch)}::jsonb)`,
      );
      restored += batch.length;
      batch = [];
    };
    // Read only once the transaction has begun: lines emitted before would be lost.
    const lines = readline.createInterface({ input, crlfDelay: Infinity });
    for await (const text of lines) {
      if (!text.trim()) continue;
      const line = parseLine(text);
      if (!header) {
        header = checkHeader(line);
        if (!(await isEmpty(db))) {
          throw new BackupError(
            'The database already has accounts. Restore into a new, empty database.',
          );
        }
        continue;
      }
      if ('table' in line) {
        await flush();
        // Rows a migration put there (the local price list) are replaced by the backup's.
        await db.execute(sql`delete from ${ident(line.table)}`);
        table = { name: line.table, columns: line.columns };
      } else if ('row' in line && table) {
        batch.push(line.row);
        if (batch.length === BATCH) await flush();
      } else {
        throw new BackupError('The backup file is damaged: a row comes before its table.');
      }
    }
    if (!header) throw new BackupError('The backup file is empty.');
    await flush();
  });
  return restored;
}

function parseLine(text: string): Line {
  try {
    return JSON.parse(text) as Line;
  } catch {
    throw new BackupError('The backup file is damaged: a line is not JSON.');
  }
}

function checkHeader(line: Line): BackupHeader {
  if (!('format' in line) || line.format !== 'motio-backup' || line.version !== 1) {
    throw new BackupError('This is not a Motio backup file.');
  }
  const shipped = shippedMigrationCount();
  if (line.migrations !== shipped) {
    throw new BackupError(
      `This backup was made by a Motio version with ${line.migrations} database migrations; this one has ${shipped}. Restore it with the version that made it.`,
    );
  }
  return line;
}
