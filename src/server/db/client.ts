import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { DatabaseUnavailableError } from './unavailable.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Any stable 64-bit number: instances starting together take turns migrating. */
const MIGRATION_LOCK_KEY = 7_305_112_026;

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tar archive, for `openPglite(undefined, archive)`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL in `dataDir`, or in memory when `dataDir` is undefined (tests); `snapshot`
 * starts it from an earlier `dumpDataDir()` instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<PgliteDatabase> {
  // Each engine's driver is loaded only when it is used: start-up time.
  const [
    { PGlite },
    { btree_gist },
    { pg_trgm },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    // Appointments' exclusion constraints compare ids with = inside a GiST index.
    import('@electric-sql/pglite/contrib/btree_gist'),
    // Patient search: trigram index on any part of a name, phone or email.
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = new PGlite({
    dataDir,
    extensions: { btree_gist, pg_trgm },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  await client.waitReady.catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    async ping() {
      if (closed) throw new DatabaseUnavailableError('The embedded database is closed.');
      await client.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (e.g. a PostgreSQL restart) must not crash the process. The
  // pool listens on idle clients only; a checked-out one (a transaction) emits the error on
  // itself, so each client gets a listener too. Its query fails, and the pool then drops it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${redactUrl(connectionString)}: ${reason}`,
    );
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export function openDatabase(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite(path.join(config.DATA_DIR, 'db'));
}
