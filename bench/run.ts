// `npm run bench`: the performance goals, printed as ratios (goal met when <= 1 or >= the floor).
// `npm run bench -- calendar-api patients-api` runs only those groups (names in `groups`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { measureCalendarApi } from './appointments-api';
import { measureAvailability } from './availability-api';
import { measureCalendarPractitioners } from './calendar-practitioners';
import { measureCalendarRender } from './calendar-render';
import { measureClinicFairness } from './clinic-fairness';
import { measureInvoiceApi } from './invoices-api';
import { buildBaseline, medianLcp } from './lcp';
import { LIGHTHOUSE_GOAL, measureLighthouse } from './lighthouse';
import { measurePatientApi } from './patients-api';
import { measureRowLevelSecurity } from './row-level-security';
import { startServer } from './server';
import { measureStatsApi } from './stats-api';

const root = path.resolve(import.meta.dirname, '..');
const groups = [
  'server',
  'lcp',
  'lighthouse',
  'bundle',
  'calendar-api',
  'availability',
  'calendar-render',
  'calendar-practitioners',
  'patients-api',
  'invoices-api',
  'stats',
  'row-level-security',
  'clinic-fairness',
] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(groups as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`unknown group ${unknown[0]}; one of ${groups.join(', ')}`);
const runs = (group: (typeof groups)[number]) => asked.length === 0 || asked.includes(group);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function timeToReady(dataDir: string, port: number): Promise<number> {
  const server = await startServer(port, { DATA_DIR: dataDir });
  await server.close();
  return server.readyMs;
}

async function throughput(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, headers, connections: 50, duration: DURATION_S });
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return result.requests.average;
}

const DEMO_OWNER = { email: 'owner@demo-physio.example', password: 'Motio-demo-2026' };

async function signIn(origin: string): Promise<Response> {
  return fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
}

async function signInDemoOwner(origin: string): Promise<string> {
  const response = await signIn(origin);
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Mean time of sequential sign-ins: one at a time, as a person signs in. */
async function signInCost(origin: string, times = 20): Promise<number> {
  const started = performance.now();
  for (let n = 0; n < times; n += 1) await signIn(origin);
  return (performance.now() - started) / times;
}

/** The same argon2id parameters, verified in this process: the floor of a sign-in. */
async function argon2VerifyCost(times = 20): Promise<number> {
  const { hashPassword, verifyPassword } = await import('../src/server/modules/auth/passwords.js');
  const hash = await hashPassword(DEMO_OWNER.password);
  const started = performance.now();
  for (let n = 0; n < times; n += 1) await verifyPassword(hash, DEMO_OWNER.password);
  return (performance.now() - started) / times;
}

function landingInitialJsGzip(): number {
  const webDir = path.join(root, 'dist', 'web');
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]!);
  return files.reduce(
    (total, file) => total + gzipSync(fs.readFileSync(path.join(webDir, file))).length,
    0,
  );
}

const results: Array<[string, string, number, string]> = [];
const report = (name: string, measured: string, ratio: number, goal: string) =>
  results.push([name, measured, ratio, goal]);

if (runs('server')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-bench-'));
  try {
    await timeToReady(dataDir, 3201); // first start migrates and seeds
    const ready = Math.min(await timeToReady(dataDir, 3201), await timeToReady(dataDir, 3201));
    report(
      'start-up to ready (existing data folder)',
      `${ready.toFixed(0)} ms`,
      ready / 2000,
      '<= 1 (2 s)',
    );

    const bare = Fastify();
    bare.get('/', async () => ({ status: 'ok' }));
    await bare.listen({ port: 3202, host: '127.0.0.1' });
    const app = await startServer(3203, { DATA_DIR: dataDir });
    try {
      const bareRps = await throughput('http://127.0.0.1:3202/');
      const healthRps = await throughput(`${app.origin}/api/v1/health`);
      report(
        'GET /api/v1/health vs bare Fastify route',
        `${healthRps.toFixed(0)} vs ${bareRps.toFixed(0)} req/s`,
        healthRps / bareRps,
        '>= 0.5',
      );

      const cookie = await signInDemoOwner(app.origin);
      const currentUserRps = await throughput(`${app.origin}/api/v1/users/current-user`, {
        cookie,
      });
      report(
        'GET /users/current-user (session) vs health',
        `${currentUserRps.toFixed(0)} vs ${healthRps.toFixed(0)} req/s`,
        currentUserRps / healthRps,
        '>= 0.5',
      );

      const signInMs = await signInCost(app.origin);
      const argon2Ms = await argon2VerifyCost();
      report(
        'sign-in per request; share that is argon2',
        `${signInMs.toFixed(0)} ms; argon2 ${argon2Ms.toFixed(0)} ms`,
        argon2Ms / signInMs,
        'printed (argon2 dominates)',
      );
    } finally {
      await app.close();
      await bare.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs('lcp')) {
  const lcpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-lcp-'));
  try {
    const baselineDir = path.join(lcpDir, 'baseline-web');
    await buildBaseline(baselineDir);
    // Both pages served the same way: by the app's own server, each with its own data folder.
    const landing = await startServer(3204, { DATA_DIR: path.join(lcpDir, 'landing-data') });
    const baseline = await startServer(3205, {
      DATA_DIR: path.join(lcpDir, 'baseline-data'),
      WEB_DIST_DIR: baselineDir,
    });
    try {
      const [landingLcp, baselineLcp] = await medianLcp([
        `${landing.origin}/`,
        `${baseline.origin}/`,
      ]);
      report(
        'LCP of / vs empty Vite React page (median)',
        `${landingLcp!.toFixed(0)} vs ${baselineLcp!.toFixed(0)} ms`,
        landingLcp! / baselineLcp!,
        '<= 1.3',
      );
    } finally {
      await landing.close();
      await baseline.close();
    }
  } finally {
    fs.rmSync(lcpDir, { recursive: true, force: true });
  }
}

if (runs('lighthouse')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-lighthouse-'));
  const server = await startServer(3206, { DATA_DIR: dataDir });
  try {
    const pages = ['/', '/pricing'];
    const scores = await measureLighthouse(
      pages.map((page) => `${server.origin}${page}`),
      Number(process.env.LIGHTHOUSE_RUNS ?? 1),
    );
    for (const [index, result] of scores.entries()) {
      const page = pages[index]!;
      console.log(`\nLighthouse mobile ${page}: ${result.score}`);
      for (const [metric, value] of Object.entries(result.metrics))
        console.log(`  ${metric.padEnd(26)}${value}`);
      for (const finding of result.findings) console.log(`  to improve: ${finding}`);
      report(
        `Lighthouse mobile performance ${page}`,
        `${result.score}`,
        result.score / LIGHTHOUSE_GOAL,
        `>= 1 (${LIGHTHOUSE_GOAL})`,
      );
    }
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs('bundle')) {
  const jsBytes = landingInitialJsGzip();
  report(
    'landing route initial JS (gzip)',
    `${(jsBytes / 1024).toFixed(1)} KB`,
    jsBytes / (120 * 1024),
    '<= 1 (120 KB)',
  );
}

if (runs('calendar-api')) {
  const api = await measureCalendarApi();
  // Sequential requests: time per request, so throughput is its inverse.
  report(
    'GET /appointments week (100k) vs raw driver',
    `${api.routeMs.toFixed(0)} vs ${api.rawMs.toFixed(0)} ms`,
    api.rawMs / api.routeMs,
    '>= 0.8 (throughput)',
  );
  report(
    'same week: 100k vs 1k-appointment clinic',
    `${api.routeMs.toFixed(0)} vs ${api.smallMs.toFixed(0)} ms`,
    api.routeMs / api.smallMs,
    '<= 1.3 (time)',
  );
  console.log(`calendar week: ${api.rows} appointments answered; plan: ${api.scan}`);
}

if (runs('availability')) {
  const numbers = await measureAvailability();
  report(
    'availability 4 wk, 20 pract., 3 locations',
    `${numbers.fourWeeksMs.toFixed(0)} ms (cal. week ${numbers.calendarWeekMs.toFixed(0)} ms)`,
    numbers.fourWeeksMs / 50,
    '<= 1 (50 ms)',
  );
  report(
    'availability week: 100k vs 1k appointments',
    `${numbers.largeWeekMs.toFixed(0)} vs ${numbers.smallWeekMs.toFixed(0)} ms`,
    numbers.largeWeekMs / numbers.smallWeekMs,
    '<= 1.3 (time)',
  );
  console.log(
    `availability: ${numbers.slots.fourWeeks} slots in 4 weeks (in process: rows ${numbers.loadMs.toFixed(1)} ms, engine ${numbers.engineMs.toFixed(1)} ms), ${numbers.slots.week} in the week; busy-time plan (100k):\n  ${numbers.plan.join('\n  ')}`,
  );
}

if (runs('calendar-render')) {
  const pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-calendar-page-'));
  try {
    const { mountMs, nextWeekMs, mountReactMs, nextWeekReactMs } =
      await measureCalendarRender(pageDir);
    console.log(
      `calendar React render + commit (Profiler): mount ${mountReactMs.toFixed(0)} ms, next week ${nextWeekReactMs.toFixed(0)} ms`,
    );
    report(
      'calendar week, 150 appointments: mount',
      `${mountMs.toFixed(0)} ms`,
      mountMs / 100,
      '<= 1 (100 ms)',
    );
    report(
      'calendar week: next week',
      `${nextWeekMs.toFixed(0)} ms`,
      nextWeekMs / 50,
      '<= 1 (50 ms)',
    );
  } finally {
    fs.rmSync(pageDir, { recursive: true, force: true });
  }
}

if (runs('calendar-practitioners')) {
  const pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-calendar-practitioners-'));
  try {
    const bench = await measureCalendarPractitioners(pageDir);
    console.log(
      `calendar, 8 practitioners x 40 a day: ${bench.blocks.day} blocks in the day, ${bench.blocks.week} in the week; React render + commit (Profiler): day ${bench.dayReactMs.toFixed(0)} ms, week ${bench.weekReactMs.toFixed(0)} ms`,
    );
    report(
      'calendar day, 8 x 40 appointments: mount',
      `${bench.dayMs.toFixed(0)} ms`,
      bench.dayMs / 100,
      '<= 1 (100 ms)',
    );
    report(
      'calendar week, all 8 practitioners: mount',
      `${bench.weekMs.toFixed(0)} ms`,
      bench.weekMs / 150,
      '<= 1 (150 ms)',
    );
  } finally {
    fs.rmSync(pageDir, { recursive: true, force: true });
  }
}

if (runs('patients-api')) {
  const api = await measurePatientApi();
  for (const [name, plan] of Object.entries(api.plans))
    console.log(`\nplan, 100k patients, ${name}:\n  ${plan.join('\n  ')}`);
  report(
    `patient search (${api.searchRows} found): 100k vs 1k`,
    `${api.searchMs.large.toFixed(1)} vs ${api.searchMs.small.toFixed(1)} ms`,
    api.searchMs.large / api.searchMs.small,
    '<= 2 (time)',
  );
  report(
    'patient list first page: 100k vs 1k',
    `${api.firstPageMs.large.toFixed(1)} vs ${api.firstPageMs.small.toFixed(1)} ms`,
    api.firstPageMs.large / api.firstPageMs.small,
    '<= 2 (time)',
  );
}

if (runs('invoices-api')) {
  const api = await measureInvoiceApi();
  for (const [name, plan] of Object.entries(api.plans))
    console.log(`\nplan, 100k invoices, ${name}:\n  ${plan.join('\n  ')}`);
  console.log(
    `invoices: open list total ${api.openTotal.capped ? 'more than ' : ''}${api.openTotal.total} of 100k; balance of a patient with 40 invoices: ${api.balance.openInvoices} open, ${api.balance.owedCents} owed, ${api.balance.creditCents} credit (cents)`,
  );
  for (const [name, timing] of [
    ['invoice list first page', api.firstPageMs],
    ['open invoices first page', api.openPageMs],
    ["patient's balance (40 invoices)", api.balanceMs],
  ] as const)
    report(
      `${name}: 100k vs 1k`,
      `${timing.large.toFixed(1)} vs ${timing.small.toFixed(1)} ms`,
      timing.large / timing.small,
      '<= 2 (time)',
    );
}

if (runs('stats')) {
  const api = await measureStatsApi();
  for (const [name, plan] of Object.entries(api.plans))
    console.log(`\nplan, stats for a year of 100k appointments, ${name}:\n  ${plan.join('\n  ')}`);
  report(
    `GET /stats year: ${api.counted.large} vs ${api.counted.small} appts`,
    `${api.largeMs.toFixed(1)} vs ${api.smallMs.toFixed(1)} ms`,
    api.largeMs / api.smallMs,
    '<= 2 (time)',
  );
}

if (runs('row-level-security')) {
  const rls = await measureRowLevelSecurity();
  console.log(
    `\nrow-level security, ${rls.patientCount} patients and ${rls.appointmentCount} appointments: patient list page ${rls.patients.rows} rows, calendar week ${rls.calendar.rows}; another clinic's week under the policy answers ${rls.otherClinicRows} rows`,
  );
  for (const [name, timings] of [
    ['RLS, patients page', rls.patients],
    ['RLS, calendar week', rls.calendar],
  ] as const) {
    report(
      `${name}: policy vs none`,
      `${timings.policyMs.toFixed(2)} vs ${timings.transactionMs.toFixed(2)} ms`,
      timings.policyMs / timings.transactionMs,
      'printed (decision 020)',
    );
    report(
      `${name}: per request vs today`,
      `${timings.policyMs.toFixed(2)} vs ${timings.todayMs.toFixed(2)} ms`,
      timings.policyMs / timings.todayMs,
      'printed (decision 020)',
    );
  }
}

if (runs('clinic-fairness')) {
  const { pglite, postgres } = await measureClinicFairness();
  for (const [engine, numbers] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ] as const) {
    if (numbers instanceof Error) {
      console.log(`clinic fairness on ${engine}: not measured (${numbers.message})`);
      continue;
    }
    console.log(
      `clinic fairness on ${engine}: import of 5,000 rows and 8 x 10 MB uploads took ${(numbers.loadMs / 1000).toFixed(1)} s, told to wait ${numbers.waits} times; ${numbers.loadedSamples} reads of the other clinic meanwhile`,
    );
    report(
      `other clinic's p95 under load, ${engine}`,
      `${numbers.loadedP95Ms.toFixed(0)} vs ${numbers.idleP95Ms.toFixed(0)} ms idle`,
      numbers.loadedP95Ms / numbers.idleP95Ms,
      '<= 2 (time)',
    );
  }
}

console.log(
  '\nbenchmark                                   measured                      ratio   goal',
);
for (const [name, measured, ratio, goal] of results) {
  console.log(`${name.padEnd(44)}${measured.padEnd(30)}${ratio.toFixed(2).padStart(5)}   ${goal}`);
}
