// `npm run bench:load`: the mixed workload of busy clinics from 200 connections against
// PostgreSQL (BENCH_DATABASE_URL, by default this machine's): flat out for the capacity, then for
// 60 s at a steady offered rate for the goals; then each route alone against a bare Fastify
// route and against its raw SQL, all in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../src/server/cluster/scratch-database.js';
import { openDatabase } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { BENCH_PASSWORD, signIn } from './http-timing';
import { generateLoad, type LoadRequest, type RouteTimes } from './load-generator';
import { rawRoutes } from './load-raw-routes';
import { seedLoadClinic, type LoadClinic } from './load-seed';
import { MIXED_CYCLE, Workload, routeNames, type RouteName } from './load-workload';
import { startRawSqlServer } from './raw-sql';
import { startServer, type RunningServer } from './server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/**
 * The offered load: a request a second from each connection on average, as if 200 people each
 * clicked once a second, which is busier than any clinic's day.
 */
const RATE = Number(process.env.BENCH_LOAD_RATE ?? CONNECTIONS);
/** Flat out, for the capacity the offered load is a share of. */
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 20);
/** Each route alone, for its throughput: long enough for a stable average. */
const ROUTE_SECONDS = Number(process.env.BENCH_ROUTE_SECONDS ?? 10);
const ROUTE_CONNECTIONS = 50;
const P99_GOAL_MS = 150;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

async function seed(env: { DATA_DIR: string; DATABASE_URL: string }) {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    return await seedLoadClinic(database.db, 'load', await hashPassword(BENCH_PASSWORD));
  } finally {
    await database.close();
  }
}

/** Everyone at work: one session per connection, signed in before the clock starts. */
async function signInSessions(origin: string, clinic: LoadClinic): Promise<string[]> {
  const sessions: string[] = [];
  for (let n = 0; n < CONNECTIONS; n += 1)
    sessions.push(await signIn(origin, clinic.memberEmails[n % clinic.memberEmails.length]!));
  return sessions;
}

function printTimes(times: RouteTimes, perSecond: number) {
  const all = times.all();
  console.log(
    `  ${times.answers} answers, ${perSecond.toFixed(0)} a second; ${times.failed} failed; ` +
      `p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms`,
  );
  for (const [what, n] of times.failures) console.log(`  ${n} × ${what}`);
  console.log('  route                 answers   p50 ms   p99 ms');
  for (const route of routeNames) {
    const ms = times.times.get(route) ?? [];
    console.log(
      `  ${route.padEnd(20)}${String(ms.length).padStart(8)}` +
        `${percentile(ms, 50).toFixed(1).padStart(9)}${percentile(ms, 99).toFixed(1).padStart(9)}`,
    );
  }
  return { p99: percentile(all, 99), failed: times.failed, perSecond };
}

/** Requests a second of `route` alone, flat out from ROUTE_CONNECTIONS: refused if any fails. */
async function throughput(origin: string, next: () => LoadRequest): Promise<number> {
  const { times, perSecond } = await generateLoad({
    origin,
    connections: ROUTE_CONNECTIONS,
    seconds: ROUTE_SECONDS,
    next,
  });
  if (times.failed) throw new Error([...times.failures.keys()].join('\n'));
  return perSecond;
}

const rawRequest = (route: RouteName): LoadRequest => ({
  route,
  method: route === 'sign-in' || route === 'appointment create' ? 'POST' : 'GET',
  path: `/raw/${encodeURIComponent(route)}`,
  headers: {},
});

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-load-'));
const scratch = await createScratchDatabase(ADMIN_URL);
const env = { DATA_DIR: workDir, DATABASE_URL: scratch.url };
let app: RunningServer | undefined;
let raw: RunningServer | undefined;
try {
  console.log('seeding a clinic of 5,000 patients and a year of appointments on PostgreSQL...');
  const clinic = await seed(env);
  const port = 3231;
  app = await startServer(port, {
    ...env,
    NODE_ENV: 'production',
    APP_ORIGIN: `http://127.0.0.1:${port}`,
  });
  raw = await startRawSqlServer(3232, env, rawRoutes(clinic));
  const workload = new Workload(clinic, app.origin, await signInSessions(app.origin, clinic));
  const mixed = (seconds: number, rate?: number) =>
    generateLoad({
      origin: app!.origin,
      connections: CONNECTIONS,
      seconds,
      rate,
      next: () => workload.request(MIXED_CYCLE),
    });
  await mixed(5); // warm-up

  console.log(`\nmixed, ${CONNECTIONS} connections flat out for ${CAPACITY_SECONDS} s:`);
  const flatOut = await mixed(CAPACITY_SECONDS);
  const capacity = printTimes(flatOut.times, flatOut.perSecond);
  console.log(`\nmixed, ${CONNECTIONS} connections at ${RATE} requests a second for ${SECONDS} s:`);
  const steady = await mixed(SECONDS, RATE);
  const offered = printTimes(steady.times, steady.perSecond);

  console.log(`\neach route alone, ${ROUTE_CONNECTIONS} connections for ${ROUTE_SECONDS} s:`);
  const bare = await throughput(raw.origin, () => ({
    route: 'bare',
    method: 'GET',
    path: '/bare',
    headers: {},
  }));
  console.log(`  bare Fastify route: ${bare.toFixed(0)} requests a second`);
  const cookie = await signIn(app.origin, clinic.memberEmails[0]!);
  // The same request each time (first week, search, patient), as its raw SQL sends.
  const alone = new Workload(clinic, app.origin, [cookie], true);
  console.log('  route                 req/s  raw SQL  vs bare  vs raw SQL');
  for (const route of routeNames) {
    const routeRps = await throughput(app.origin, () => alone.request([route]));
    const rawRps = await throughput(raw.origin, () => rawRequest(route));
    console.log(
      `  ${route.padEnd(20)}${routeRps.toFixed(0).padStart(8)}${rawRps.toFixed(0).padStart(9)}` +
        `${(routeRps / bare).toFixed(3).padStart(9)}${(routeRps / rawRps).toFixed(2).padStart(11)}`,
    );
  }

  const line = (name: string, measured: string, ratio: string, goal: string) =>
    console.log(`${name.padEnd(44)}${measured.padEnd(30)}${ratio.padStart(5)}   ${goal}`);
  console.log(
    '\nbenchmark                                   measured                      ratio   goal',
  );
  line(
    `mixed load p99 at ${RATE} req/s`,
    `${offered.p99.toFixed(0)} ms`,
    (offered.p99 / P99_GOAL_MS).toFixed(2),
    `<= 1 (${P99_GOAL_MS} ms)`,
  );
  line('mixed load failures, both runs', String(offered.failed + capacity.failed), '-', '0');
  line(
    'offered rate vs flat-out capacity',
    `${RATE} vs ${capacity.perSecond.toFixed(0)} req/s`,
    (RATE / capacity.perSecond).toFixed(2),
    'printed (headroom)',
  );
  if (offered.failed + capacity.failed > 0) process.exitCode = 1;
} finally {
  await app?.close();
  await raw?.close();
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
