import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL is what these tests are about: without TEST_DATABASE_URL they must not pass. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The cluster tests need TEST_DATABASE_URL (a PostgreSQL server).');
  return url;
}

async function asAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database beside `adminUrl`'s (no migrations: the app instances apply them at
 * start, as in production), dropped again by `drop`.
 */
export async function createScratchDatabase(adminUrl: string) {
  const name = `motio_cluster_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
