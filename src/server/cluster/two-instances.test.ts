import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { SESSION_CACHE_MS } from '../modules/auth/sessions.js';
import { rateLimitRules } from '../rate-limits.js';
import { createClinic, createUser, TEST_PASSWORD } from '../test/fixtures.js';
import { addPatient } from '../test/scheduling-fixtures.js';
import { startTestSmtpServer } from '../test/smtp.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { call, signIn } from './http.js';
import { createScratchDatabase, testDatabaseUrl } from './scratch-database.js';

const redisUrl = process.env.TEST_REDIS_URL;
/** The worker of each instance looks for due mail this often (src/server/background/worker.ts). */
const WORKER_INTERVAL_MS = 2_000;
const senderOf = (instance: 'a' | 'b') => `instance-${instance}@motio.cluster.test`;

describe(`two app processes on one PostgreSQL${redisUrl ? ' and one Redis' : ''}`, () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let a: AppProcess;
  let b: AppProcess;
  let database: Database;
  let clinicId: string;
  let owner: { id: string; email: string };
  /** One client address per run: the per-address limits in Redis outlive a run. */
  const clientIp = `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl());
    smtp = await startTestSmtpServer();
    const shared = {
      DATABASE_URL: scratch.url,
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    // Both start at once on an empty database: they take turns applying the migrations.
    [a, b] = await Promise.all([
      startAppProcess({ ...shared, MAIL_FROM: `Motio <${senderOf('a')}>` }),
      startAppProcess({ ...shared, MAIL_FROM: `Motio <${senderOf('b')}>` }),
    ]);
    database = await openPostgres(scratch.url, 2);
    clinicId = (await createClinic(database.db)).id;
    owner = await createUser(database.db, { clinicId, role: 'owner' });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await smtp?.close();
    await scratch?.drop();
  });

  const credentials = (email: string, password = TEST_PASSWORD) => ({ email, password });

  it('accepts on one instance the session signed in on the other, and ends it on both', async () => {
    const { cookie } = await signIn(a.url, credentials(owner.email), clientIp);
    expect(cookie).toBeDefined();

    const onB = await call(b.url, 'GET', '/users/current-user', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body.user.email).toBe(owner.email);
    const write = await call(b.url, 'POST', '/patients', {
      cookie,
      body: { firstName: 'Ana', lastName: 'Session' },
    });
    expect(write.status).toBe(201);
    expect((await call(a.url, 'GET', '/users/current-user', { cookie })).status).toBe(200);

    expect((await call(b.url, 'POST', '/auth/logout', { cookie })).status).toBe(204);
    // Writes always ask the database; a read on A may reuse its session for SESSION_CACHE_MS.
    const writeOnA = await call(a.url, 'POST', '/patients', {
      cookie,
      body: { firstName: 'Ana', lastName: 'Signed-out' },
    });
    expect(writeOnA.status).toBe(401);
    await expect
      .poll(async () => (await call(a.url, 'GET', '/users/current-user', { cookie })).status, {
        timeout: SESSION_CACHE_MS + 3_000,
      })
      .toBe(401);
  });

  const { points: allowedFailures } = rateLimitRules.signInFailuresPerAccountAndIp;

  async function failSignIns(instance: AppProcess, email: string, count: number) {
    for (let attempt = 0; attempt < count; attempt += 1) {
      const answer = await signIn(instance.url, credentials(email, 'Wrong-password-1'), clientIp);
      expect(answer.status).toBe(401);
    }
  }

  if (redisUrl)
    it('counts failed sign-ins to an account from one address on both instances together (REDIS_URL)', async () => {
      const user = await createUser(database.db, { clinicId, role: 'therapist' });
      const half = Math.floor(allowedFailures / 2);
      await failSignIns(a, user.email, half);
      await failSignIns(b, user.email, allowedFailures - half);
      // Even the right password is refused now from that address, whichever instance answers.
      for (const instance of [a, b])
        expect((await signIn(instance.url, credentials(user.email), clientIp)).status).toBe(429);
    });
  else
    it('counts failed sign-ins per instance without REDIS_URL (each keeps its own limits)', async () => {
      const user = await createUser(database.db, { clinicId, role: 'therapist' });
      await failSignIns(a, user.email, allowedFailures);
      expect((await signIn(a.url, credentials(user.email), clientIp)).status).toBe(429);
      expect((await signIn(b.url, credentials(user.email), clientIp)).status).toBe(200);
    });

  it('sends each booking confirmation and each reminder exactly once while both workers run', async () => {
    const { cookie } = await signIn(a.url, credentials(owner.email), clientIp);
    const bookings = 20;
    const expected = bookings * 2;
    // A slow mail server: one worker alone would need twice the other's interval to deliver
    // everything, so both workers are at the outbox at the same time.
    smtp.state.delayMs = (2 * WORKER_INTERVAL_MS) / expected;
    const run = randomBytes(4).toString('hex');
    const firstSlot = Math.ceil(Date.now() / 1_800_000 + 2) * 1_800_000;
    const emails: string[] = [];
    for (let i = 0; i < bookings; i += 1) {
      const email = `patient-${run}-${i}@example.com`;
      emails.push(email);
      const patient = await addPatient(database.db, clinicId, { email, consentToContact: true });
      // Within the clinic's 24 reminder hours: the reminder is due as soon as it is booked.
      const start = new Date(firstSlot + i * 1_800_000);
      const booked = await call(i % 2 ? b.url : a.url, 'POST', '/appointments', {
        cookie,
        body: {
          patientId: patient.id,
          therapistId: owner.id,
          start: start.toISOString(),
          end: new Date(start.getTime() + 1_800_000).toISOString(),
          confirmOutsideOpeningHours: true,
        },
      });
      expect(booked.status).toBe(201);
    }

    const toPatients = () =>
      smtp.received
        .map((mail) => ({
          to: mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined,
          kind: mail.subject?.startsWith('Reminder:') ? 'reminder' : 'confirmation',
          from: mail.from?.value[0]?.address,
        }))
        .filter((mail) => mail.to !== undefined && emails.includes(mail.to));
    await expect
      .poll(() => toPatients().length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(expected);
    await expect
      .poll(
        async () =>
          (await database.db.select().from(outbox).where(eq(outbox.status, 'pending'))).length,
        { timeout: 10_000 },
      )
      .toBe(0);
    // A mail claimed twice would be sent by the other worker on its next run at the latest.
    await new Promise((resolve) => setTimeout(resolve, WORKER_INTERVAL_MS + 500));

    const received = toPatients();
    expect(received).toHaveLength(expected);
    for (const email of emails) {
      const mine = received.filter((mail) => mail.to === email).map((mail) => mail.kind);
      expect(mine.sort()).toEqual(['confirmation', 'reminder']);
    }
    // Both workers delivered: had they not competed, a double send could not have shown.
    expect(new Set(received.map((mail) => mail.from))).toEqual(
      new Set([senderOf('a'), senderOf('b')]),
    );
  });
});
