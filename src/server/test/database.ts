import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.js';

/** Which engine this run of the server suite uses: set per Vitest project. */
export const testEngine = process.env.MOTIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** PostgreSQL only: where another app instance would connect to the same database. */
  connectionString?: string;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL
 * database on TEST_DATABASE_URL that is dropped again on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshotPath'))]);
    const database = await openPglite(undefined, snapshot);
    // The snapshot is migrated; this only checks that no migration is missing from it.
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('MOTIO_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `motio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  await database.migrate();
  return {
    ...database,
    connectionString: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
