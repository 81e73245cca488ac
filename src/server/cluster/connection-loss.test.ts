import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { testDatabaseUrl } from './scratch-database.js';

describe('a PostgreSQL connection cut in the middle of a transaction', () => {
  let database: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await openPostgres(testDatabaseUrl(), 2);
    admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  // As a PostgreSQL restart does to every connection: the transaction fails, the process (and
  // with it every other request) goes on, and the pool opens a new connection.
  it('fails that transaction, not the process, and the pool carries on', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [own] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // Returns once the server process has ended (PostgreSQL 14 or newer).
      await admin.query('select pg_terminate_backend($1, 5000)', [own!.pid]);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
