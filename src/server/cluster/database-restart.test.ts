import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.js';
import { patients } from '../db/schema.js';
import { createClinic, createUser, TEST_PASSWORD } from '../test/fixtures.js';
import { startTestSmtpServer } from '../test/smtp.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { call, healthOf, signIn } from './http.js';
import { startPatientWriteLoad } from './patient-write-load.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import { testDatabaseUrl } from './scratch-database.js';

describe('PostgreSQL stopped and started again under load', () => {
  let server: PrivatePostgres;
  let app: AppProcess;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let ownerEmail: string;
  let cookie: string;

  beforeAll(async () => {
    // PostgreSQL is expected here: the private server is started from the same installation.
    testDatabaseUrl();
    server = await startPrivatePostgres();
    const admin = new pg.Client({ connectionString: server.urlOf('postgres') });
    await admin.connect();
    await admin.query('create database motio');
    await admin.end();
    smtp = await startTestSmtpServer();
    // Request logs too: the outage must not make the app log what the clinic wrote.
    app = await startAppProcess({
      DATABASE_URL: server.urlOf('motio'),
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
    });
    const database = await openPostgres(server.urlOf('motio'), 1);
    try {
      const clinicId = (await createClinic(database.db, 'Restart Clinic', 'clinic')).id;
      ownerEmail = (await createUser(database.db, { clinicId, role: 'owner' })).email;
      cookie = (await signIn(app.url, { email: ownerEmail, password: TEST_PASSWORD })).cookie!;
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
    server?.destroy();
  });

  /** The app's health status; a crashed app fails the poll with its crash report. */
  async function health(): Promise<number> {
    if (!app.running()) throw new Error(`the app process exited:\n${app.plainOutput()}`);
    return healthOf(app.url);
  }

  /** The acknowledged writes that are not in the database (read after the app is done). */
  async function lostWrites(acknowledged: string[]): Promise<string[]> {
    const database: Database = await openPostgres(server.urlOf('motio'), 1);
    try {
      const stored = await database.db
        .select({ id: patients.id })
        .from(patients)
        .where(inArray(patients.id, acknowledged));
      const found = new Set(stored.map((row) => row.id));
      return acknowledged.filter((id) => !found.has(id));
    } finally {
      await database.close();
    }
  }

  // `fast` is an operator's restart; `immediate` is a crash, recovered from the write-ahead log.
  it.each(['fast', 'immediate'] as const)(
    'answers 503 from health while the database is down and recovers by itself (%s stop)',
    async (mode) => {
      const load = startPatientWriteLoad({ targets: [app.url], cookie, clientsPerTarget: 4 });
      try {
        await load.acknowledgedMore(15);
        server.stop(mode);
        await expect.poll(health, { timeout: 10_000 }).toBe(503);
        // Requests are answered, saying to try again, rather than left hanging.
        const during = await call(app.url, 'GET', '/patients?limit=1', { cookie });
        expect(during.status).toBe(503);
        expect(during.body.code).toBe('DATABASE_UNAVAILABLE');

        server.start();
        await expect.poll(health, { timeout: 20_000 }).toBe(200);
        await load.acknowledgedMore(15);
        // The background worker carries on too: a mail queued now goes out.
        const mailsBefore = smtp.received.length;
        const reset = await call(app.url, 'POST', '/auth/forgot-password', {
          body: { email: ownerEmail },
        });
        expect(reset.status).toBe(200);
        await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(mailsBefore + 1);
      } finally {
        await load.stop();
      }
      expect(app.running()).toBe(true);
      expect(load.refusals.length).toBeGreaterThan(0);
      expect(new Set(load.refusals)).toEqual(new Set([503]));

      expect(await lostWrites(load.acknowledged)).toEqual([]);
      const log = app.output();
      expect(load.lastNames.filter((name) => log.includes(name))).toEqual([]);
    },
  );
});
