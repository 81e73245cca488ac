import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.js';
import { auditEvents, patients } from '../db/schema.js';
import { createClinic, createUser, TEST_PASSWORD } from '../test/fixtures.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { call, healthOf, signIn } from './http.js';
import { startPatientWriteLoad } from './patient-write-load.js';
import { createScratchDatabase, testDatabaseUrl } from './scratch-database.js';

describe('an app process killed with SIGKILL under a write load', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let env: Record<string, string>;
  let doomed: AppProcess;
  let survivor: AppProcess;
  let restarted: AppProcess | undefined;
  let database: Database;
  let cookie: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl());
    env = { DATABASE_URL: scratch.url };
    [doomed, survivor] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    database = await openPostgres(scratch.url, 2);
    // The clinic plan has no patient limit: the load may create as many as it manages.
    const clinic = await createClinic(database.db, 'Busy Clinic', 'clinic');
    const owner = await createUser(database.db, { clinicId: clinic.id, role: 'owner' });
    cookie = (await signIn(doomed.url, { email: owner.email, password: TEST_PASSWORD })).cookie!;
  });

  afterAll(async () => {
    await Promise.all([doomed?.stop(), survivor?.stop(), restarted?.stop()]);
    await database?.close();
    await scratch?.drop();
  });

  it('keeps every acknowledged write; the other instance serves on; the killed one restarts cleanly', async () => {
    const load = startPatientWriteLoad({
      targets: [doomed.url, survivor.url],
      cookie,
      clientsPerTarget: 4,
    });
    try {
      await load.acknowledgedMore(20);
      const inFlightAtKill = load.inFlightTo(doomed.url);
      await doomed.killHard();
      expect(inFlightAtKill).toBeGreaterThan(0);

      // The survivor's clients carry on while the killed instance's clients get no answer.
      await load.acknowledgedMore(10, survivor.url);

      restarted = await startAppProcess(env, doomed.port);
      expect(await healthOf(restarted.url)).toBe(200);
      // The session lives in the database: it outlives the process that made it.
      const list = await call(restarted.url, 'GET', '/patients?limit=1', { cookie });
      expect(list.status).toBe(200);
      await load.acknowledgedMore(10, restarted.url);
    } finally {
      await load.stop();
    }
    expect(load.unanswered).toBeGreaterThan(0);
    expect(load.refusals).toEqual([]);

    const stored = await database.db
      .select({ id: patients.id })
      .from(patients)
      .where(inArray(patients.id, load.acknowledged));
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(load.acknowledged));
    // Writes cut off by the kill are whole or absent: no patient without its audit entry.
    const unaudited = await database.db
      .select({ id: patients.id })
      .from(patients)
      .leftJoin(
        auditEvents,
        and(eq(auditEvents.entityId, patients.id), eq(auditEvents.action, 'patient.create')),
      )
      .where(isNull(auditEvents.id));
    expect(unaudited).toEqual([]);
  });
});
