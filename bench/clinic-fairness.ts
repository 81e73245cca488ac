// One clinic cannot stall the others: the p95 of another clinic's everyday reads (patient list,
// calendar) while one clinic imports 5,000 patients and sends 8 uploads of 10 MB at once, against
// the same reads on an idle server. On PGlite (one connection for everyone) and on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ATTACHMENT_MAX_BYTES } from '../src/domain/attachments.js';
import { openDatabase } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { seedFairnessClinics, type FairnessClinics } from './clinic-fairness-seed';
import { BENCH_PASSWORD, signIn } from './http-timing';
import { startServer } from './server';

const IMPORT_ROWS = 5_000;
const UPLOADS = 8;
/** Idle rounds of the two reads; under load they go on until the load is done. */
const IDLE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

export interface FairnessNumbers {
  idleP95Ms: number;
  loadedP95Ms: number;
  loadedSamples: number;
  /** How long the busy clinic's import and uploads took, and how often it was told to wait. */
  loadMs: number;
  waits: number;
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)]!;

/** The built server when there is one, else the sources through tsx (no build needed). */
const serverArgs = (root: string) =>
  fs.existsSync(path.join(root, 'dist', 'server', 'main.js'))
    ? ['dist/server/main.js']
    : ['--import', 'tsx', 'src/server/main.ts'];

async function timed(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** A request of the busy clinic, sent again after Retry-After whenever it is told to wait. */
async function politely(send: () => Promise<Response>, waits: { count: number }) {
  for (;;) {
    const response = await send();
    if (response.status !== 429) {
      if (!response.ok) throw new Error(`busy clinic: ${response.status} ${await response.text()}`);
      return response;
    }
    waits.count += 1;
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await response.arrayBuffer();
    if (seconds > 60) throw new Error(`busy clinic rate-limited for ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

function patientCsv(): string {
  const rows = Array.from(
    { length: IMPORT_ROWS },
    (_, n) => `Import${n},Patient${n},1980-01-01,import${n}@mail.example`,
  );
  return ['First name,Last name,Date of birth,Email', ...rows].join('\n');
}

/** The busy clinic's work: the import's three steps beside eight 10 MB uploads. */
async function busyClinicLoad(origin: string, cookie: string, patientId: string) {
  const waits = { count: 0 };
  const json = (url: string, body: object) => () =>
    fetch(`${origin}/api/v1${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const csv = patientCsv();
  const mapping = {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    email: 'Email',
  };
  const importing = (async () => {
    await politely(json('/imports/patients/headers', { csv }), waits);
    await politely(json('/imports/patients', { csv, mapping, dryRun: true }), waits);
    await politely(json('/imports/patients', { csv, mapping, dryRun: false }), waits);
  })();
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    Buffer.alloc(ATTACHMENT_MAX_BYTES - 1024, 32),
    Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
  const uploads = Array.from({ length: UPLOADS }, (_, n) =>
    politely(() => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${n}.pdf`);
      return fetch(`${origin}/api/v1/patients/${patientId}/attachments`, {
        method: 'POST',
        headers: { cookie, origin },
        body: form,
      });
    }, waits),
  );
  const started = performance.now();
  await Promise.all([importing, ...uploads]);
  return { loadMs: performance.now() - started, waits: waits.count };
}

async function measure(
  env: { DATA_DIR: string; DATABASE_URL?: string },
  port: number,
): Promise<FairnessNumbers> {
  const database = await openDatabase(env);
  let clinics: FairnessClinics;
  try {
    await database.migrate();
    clinics = await seedFairnessClinics(database.db, await hashPassword(BENCH_PASSWORD));
  } finally {
    await database.close();
  }
  const root = path.resolve(import.meta.dirname, '..');
  const app = await startServer(port, { ...env, SEED_DEMO: 'false' }, serverArgs(root), 120_000);
  try {
    const quiet = await signIn(app.origin, clinics.quiet.ownerEmail);
    const busy = await signIn(app.origin, clinics.busy.ownerEmail);
    const reads = [`${app.origin}/api/v1/patients?limit=25`, `${app.origin}/api/v1/appointments`];
    for (const url of reads) await timed(url, quiet); // warm up
    const idle: number[] = [];
    for (let round = 0; round < IDLE_ROUNDS; round += 1)
      for (const url of reads) idle.push(await timed(url, quiet));

    let done = false;
    const load = busyClinicLoad(app.origin, busy, clinics.busy.patientId).finally(() => {
      done = true;
    });
    const loaded: number[] = [];
    while (!done) for (const url of reads) loaded.push(await timed(url, quiet));
    const { loadMs, waits } = await load;
    return {
      idleP95Ms: p95(idle),
      loadedP95Ms: p95(loaded),
      loadedSamples: loaded.length,
      loadMs,
      waits,
    };
  } finally {
    await app.close();
  }
}

/** A new database next to `url`'s, dropped afterwards. */
async function scratchPostgres(url: string) {
  const name = `motio_bench_fairness_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: Object.assign(new URL(url), { pathname: `/${name}` }).href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** PGlite always; PostgreSQL at BENCH_DATABASE_URL (by default this machine's test server). */
export async function measureClinicFairness(): Promise<{
  pglite: FairnessNumbers;
  postgres: FairnessNumbers | Error;
}> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-fairness-'));
  try {
    const pglite = await measure({ DATA_DIR: path.join(workDir, 'pglite') }, 3231);
    let postgres: FairnessNumbers | Error;
    try {
      const scratch = await scratchPostgres(
        process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      );
      try {
        postgres = await measure(
          { DATA_DIR: path.join(workDir, 'postgres'), DATABASE_URL: scratch.url },
          3232,
        );
      } finally {
        await scratch.drop();
      }
    } catch (error) {
      postgres = error instanceof Error ? error : new Error(String(error));
    }
    return { pglite, postgres };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
