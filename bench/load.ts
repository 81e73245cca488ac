// `npm run bench:load`: the mixed workload of a busy clinic for 60 s at 200 connections against
// PostgreSQL (BENCH_DATABASE_URL, by default this machine's), then each route alone against a
// bare Fastify route and against its raw SQL, all in the same run (issue "Hardening").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { createScratchDatabase } from '../src/server/cluster/scratch-database.js';
import { BENCH_PASSWORD, signIn } from './http-timing';
import { rawRoutes } from './load-raw-routes';
import { seedLoadClinic, type LoadClinic } from './load-seed';
import { MIXED_CYCLE, RouteTimes, Workload, routeNames, type RouteName } from './load-workload';
import { startRawSqlServer } from './raw-sql';
import { startServer, type RunningServer } from './server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
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
    const clinic = await seedLoadClinic(database.db, 'load', await hashPassword(BENCH_PASSWORD));
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('vacuum analyze');
      const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [
        clinic.memberEmails[0],
      ]);
      return { clinic, memberId: rows[0]!.id };
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

async function run(url: string, requests: Request[], connections: number, duration: number) {
  const result = await autocannon({ url, requests, connections, duration, timeout: 10 });
  return {
    result,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** Requests a second of `route` alone: the app with one session, and its raw SQL. */
async function routeThroughput(
  app: RunningServer,
  raw: RunningServer,
  clinic: LoadClinic,
  route: RouteName,
  cookie: string,
) {
  const times = new RouteTimes();
  const appRun = await run(
    app.origin,
    new Workload(clinic, app.origin, true).requests([route], times, cookie),
    ROUTE_CONNECTIONS,
    ROUTE_SECONDS,
  );
  const rawRun = await run(
    `${raw.origin}/raw/${encodeURIComponent(route)}`,
    [{ method: route === 'sign-in' || route === 'appointment create' ? 'POST' : 'GET' }],
    ROUTE_CONNECTIONS,
    ROUTE_SECONDS,
  );
  if (appRun.failed || rawRun.failed)
    throw new Error(
      `${route}: ${appRun.failed} app and ${rawRun.failed} raw failures; ${describeFailures(times)}`,
    );
  return { app: appRun.result.requests.average, raw: rawRun.result.requests.average };
}

function describeFailures(times: RouteTimes): string {
  return [...times.failures]
    .flatMap(([route, byStatus]) => [...byStatus].map(([what, n]) => `${route}: ${n} × ${what}`))
    .join('\n');
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-load-'));
const scratch = await createScratchDatabase(ADMIN_URL);
const env = { DATA_DIR: workDir, DATABASE_URL: scratch.url };
let app: RunningServer | undefined;
let raw: RunningServer | undefined;
try {
  console.log(`seeding a clinic of 5,000 patients and a year of appointments on PostgreSQL...`);
  const { clinic, memberId } = await seed(env);
  const port = 3231;
  app = await startServer(port, {
    ...env,
    NODE_ENV: 'production',
    APP_ORIGIN: `http://127.0.0.1:${port}`,
  });
  raw = await startRawSqlServer(3232, env, rawRoutes(clinic, memberId));

  const warmUp = new RouteTimes();
  await run(app.origin, new Workload(clinic, app.origin).requests(MIXED_CYCLE, warmUp), 50, 5);

  console.log(`mixed workload: ${CONNECTIONS} connections for ${SECONDS} s...`);
  const times = new RouteTimes();
  const mixed = await run(
    app.origin,
    new Workload(clinic, app.origin).requests(MIXED_CYCLE, times),
    CONNECTIONS,
    SECONDS,
  );
  const { result } = mixed;
  console.log(
    `\n${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s; ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  if (mixed.failed) console.log(describeFailures(times));
  console.log('\nroute                 answers   p50 ms   p99 ms');
  for (const route of routeNames) {
    const ms = times.times.get(route)!;
    console.log(
      `${route.padEnd(20)}${String(ms.length).padStart(8)}${percentile(ms, 50).toFixed(1).padStart(9)}${percentile(ms, 99).toFixed(1).padStart(9)}`,
    );
  }

  console.log(`\neach route alone, ${ROUTE_CONNECTIONS} connections for ${ROUTE_SECONDS} s:`);
  const bare = (await run(`${raw.origin}/bare`, [{}], ROUTE_CONNECTIONS, ROUTE_SECONDS)).result
    .requests.average;
  const cookie = await signIn(app.origin, clinic.memberEmails[0]!);
  const rows: string[] = [];
  for (const route of routeNames) {
    const rps = await routeThroughput(app, raw, clinic, route, cookie);
    rows.push(
      `${route.padEnd(20)}${rps.app.toFixed(0).padStart(8)}${rps.raw.toFixed(0).padStart(9)}` +
        `${(rps.app / bare).toFixed(3).padStart(10)}${(rps.app / rps.raw).toFixed(2).padStart(9)}`,
    );
  }
  console.log(`bare Fastify route: ${bare.toFixed(0)} req/s`);
  console.log('route                 req/s  raw SQL  vs bare  vs raw SQL');
  for (const row of rows) console.log(row);

  const p99 = result.latency.p99;
  console.log(
    '\nbenchmark                                   measured                      ratio   goal',
  );
  console.log(
    `${'mixed load p99'.padEnd(44)}${`${p99} ms`.padEnd(30)}${(p99 / P99_GOAL_MS).toFixed(2).padStart(5)}   <= 1 (${P99_GOAL_MS} ms)`,
  );
  console.log(
    `${'mixed load errors and non-2xx'.padEnd(44)}${String(mixed.failed).padEnd(30)}${'-'.padStart(5)}   0`,
  );
  if (mixed.failed) process.exitCode = 1;
} finally {
  await app?.close();
  await raw?.close();
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
