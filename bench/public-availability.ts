// `npm run bench:booking`: the public booking page's free times under load, on PostgreSQL
// (BENCH_DATABASE_URL, by default this machine's). A clinic of 20 practitioners across 3
// locations with four booked weeks ahead takes online bookings; 200 visitors, each from their own
// address, ask for its four weeks of free times: flat out for the capacity, then at a steady rate
// of one request a second each (Poisson arrivals) for the goal, p95 <= 100 ms. Each visitor asks
// for anyone or one practitioner in turn, so the page answers 21 different questions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { createScratchDatabase } from '../src/server/cluster/scratch-database.js';
import { openDatabase } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { BENCH_ZONE } from './appointments-seed';
import { seedAvailabilityClinic } from './availability-seed';
import { BENCH_PASSWORD } from './http-timing';
import { generateLoad, type LoadRequest, type RouteTimes } from './load-generator';
import { startServer, type RunningServer } from './server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const VISITORS = Number(process.env.BENCH_VISITORS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 10);
/** One request a second from each visitor: busier than people choosing a time ever are. */
const RATE = Number(process.env.BENCH_LOAD_RATE ?? VISITORS);
const P95_GOAL_MS = 100;
const SLUG = 'bench-public-availability';
const PORT = 3251;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

/** The Monday two weeks from now: past the booking notice, its four weeks inside the horizon. */
const monday = DateTime.now().setZone(BENCH_ZONE).startOf('week').plus({ weeks: 2 });

async function seed(env: { DATA_DIR: string; DATABASE_URL: string }) {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const hash = await hashPassword(BENCH_PASSWORD);
    const clinic = await seedAvailabilityClinic(
      database.db,
      SLUG,
      4_000,
      hash,
      3,
      monday.toISODate()!,
    );
    await database.db.execute(sql`insert into online_booking_settings
      (clinic_id, enabled, slug, min_notice_minutes, max_days_ahead)
      values (${clinic.id}, true, ${SLUG}, 120, 60)`);
    await database.db.execute(sql`analyze`);
    return clinic;
  } finally {
    await database.close();
  }
}

function printTimes(label: string, times: RouteTimes, perSecond: number) {
  const all = times.all();
  console.log(
    `${label}: ${times.answers} answers, ${perSecond.toFixed(0)} a second; ${times.failed} failed; ` +
      `p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, ` +
      `p99 ${percentile(all, 99).toFixed(0)} ms`,
  );
  for (const [what, n] of times.failures) console.log(`  ${n} × ${what}`);
  return { p95: percentile(all, 95), failed: times.failed, perSecond };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-public-availability-'));
const scratch = await createScratchDatabase(ADMIN_URL);
const env = { DATA_DIR: workDir, DATABASE_URL: scratch.url };
let app: RunningServer | undefined;
try {
  console.log('seeding a clinic of 20 practitioners with four booked weeks on PostgreSQL...');
  const clinic = await seed(env);
  app = await startServer(PORT, {
    ...env,
    NODE_ENV: 'production',
    APP_ORIGIN: `http://127.0.0.1:${PORT}`,
    // Each visitor's own address, as a proxy in front of the app passes it on.
    TRUST_PROXY: 'true',
  });
  const query = new URLSearchParams({
    serviceId: clinic.serviceId,
    from: monday.toUTC().toISO()!,
    to: monday.plus({ weeks: 4 }).toUTC().toISO()!,
  });
  const availability = `/api/v1/public/clinics/${SLUG}/availability?${query}`;
  const offer = (await (
    await fetch(`${app.origin}/api/v1/public/clinics/${SLUG}/booking`)
  ).json()) as {
    practitioners: Array<{ id: string }>;
  };
  // Visitors choose "anyone" or one of the 20 practitioners: 21 different questions.
  const choices = [
    availability,
    ...offer.practitioners.map((p) => `${availability}&practitionerId=${p.id}`),
  ];
  let visitor = 0;
  const next = (): LoadRequest => {
    visitor = (visitor + 1) % VISITORS;
    return {
      route: 'availability',
      method: 'GET',
      path: choices[visitor % choices.length]!,
      headers: { 'x-forwarded-for': `10.0.${visitor >> 8}.${visitor & 255}` },
    };
  };
  const first = await fetch(`${app.origin}${availability}`);
  const slots = ((await first.json()) as { slots?: unknown[] }).slots?.length ?? 0;
  if (!first.ok || slots === 0) throw new Error(`no free times: ${first.status}`);
  const load = (seconds: number, rate?: number) =>
    generateLoad({ origin: app!.origin, connections: VISITORS, seconds, rate, next });
  await load(3); // warm-up

  console.log(`${slots} free times in the four weeks`);
  const flatOut = await load(CAPACITY_SECONDS);
  const capacity = printTimes(`${VISITORS} visitors flat out`, flatOut.times, flatOut.perSecond);
  const steady = await load(SECONDS, RATE);
  const offered = printTimes(
    `${VISITORS} visitors at ${RATE} a second`,
    steady.times,
    steady.perSecond,
  );

  const line = (name: string, measured: string, ratio: string, goal: string) =>
    console.log(`${name.padEnd(44)}${measured.padEnd(24)}${ratio.padStart(5)}   ${goal}`);
  console.log('\nbenchmark                                   measured                ratio   goal');
  line(
    `public availability p95, ${RATE} req/s`,
    `${offered.p95.toFixed(0)} ms`,
    (offered.p95 / P95_GOAL_MS).toFixed(2),
    `<= 1 (${P95_GOAL_MS} ms)`,
  );
  line('failures, both runs', String(offered.failed + capacity.failed), '-', '0');
  line(
    'offered rate vs flat-out capacity',
    `${RATE} vs ${capacity.perSecond.toFixed(0)} req/s`,
    (RATE / capacity.perSecond).toFixed(2),
    'printed (headroom)',
  );
  if (offered.failed + capacity.failed > 0) process.exitCode = 1;
} finally {
  await app?.close();
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
