// GET /patients with 100,000 patients in the database against 1,000: a name search and the
// list's first page, with the query plans.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { patientListQuerySchema } from '../src/domain/patients.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { patientListQueries } from '../src/server/modules/patients/list-query.js';
import { SEARCHED_NAME, seedPatientClinic } from './patients-seed';
import { BENCH_PASSWORD, median, signIn, timeOf } from './http-timing';
import { startServer } from './server';

/** Rounds of one request to each database, in turns: the same machine load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const SEARCH = `search=${encodeURIComponent(SEARCHED_NAME)}&limit=25`;
const FIRST_PAGE = 'limit=25';

export interface PatientApiNumbers {
  /** Median milliseconds per sequential request, 100,000 and 1,000 patients. */
  searchMs: { large: number; small: number };
  firstPageMs: { large: number; small: number };
  searchRows: number;
  /** EXPLAIN ANALYZE of the rows and total queries on the 100,000-patient database. */
  plans: Record<string, string[]>;
}

type QueryClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function explain(
  db: Db,
  clinicId: string,
  search: string,
): Promise<Record<string, string[]>> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const query = patientListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  const queries = patientListQueries(drizzle.mock() as unknown as Db, clinicId, query);
  const plans: Record<string, string[]> = {};
  for (const [name, builder] of Object.entries(queries)) {
    const { sql: text, params } = builder.toSQL();
    const plan = await client.query(`explain analyze ${text}`, params);
    plans[name] = plan.rows.map((row) => Object.values(row as object)[0] as string);
  }
  return plans;
}

/** One database of `count` patients in one clinic; the plans when asked. */
async function seed(env: { DATA_DIR: string; DATABASE_URL?: string }, count: number) {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const hash = await hashPassword(BENCH_PASSWORD);
    const clinic = await seedPatientClinic(database.db, `p${count}`, count, hash);
    const client = (database.db as unknown as { $client: QueryClient }).$client;
    await client.query('vacuum analyze patients', []);
    const plans =
      count > 1_000
        ? {
            ...prefixed('search', await explain(database.db, clinic.id, SEARCH)),
            ...prefixed('first page', await explain(database.db, clinic.id, FIRST_PAGE)),
          }
        : {};
    return { clinic, plans };
  } finally {
    await database.close();
  }
}

const prefixed = (prefix: string, plans: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(plans).map(([name, plan]) => [`${prefix}: ${name}`, plan]));

async function listOf(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as { patients: unknown[]; total: number };
}

/**
 * Two databases with a bench clinic alone (no demo clinic), a large and a small one
 * (PGlite data folders, or two new databases next to BENCH_DATABASE_URL's, dropped afterwards).
 */
export async function databases(workDir: string, bench = 'patients') {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    return {
      large: { DATA_DIR: path.join(workDir, 'large'), SEED_DEMO: 'false' },
      small: { DATA_DIR: path.join(workDir, 'small'), SEED_DEMO: 'false' },
      drop: async () => {},
    };
  }
  const run = Date.now().toString(36);
  const names = [`motio_bench_${bench}_large_${run}`, `motio_bench_${bench}_small_${run}`];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const name of names) await admin.query(`create database ${name}`);
  const urlOf = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).href;
  return {
    large: { DATA_DIR: path.join(workDir, 'large'), DATABASE_URL: urlOf(names[0]!) },
    small: { DATA_DIR: path.join(workDir, 'small'), DATABASE_URL: urlOf(names[1]!) },
    drop: async () => {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function measurePatientApi(): Promise<PatientApiNumbers> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-patients-'));
  const dbs = await databases(workDir);
  try {
    const large = await seed(dbs.large, 100_000);
    const small = await seed(dbs.small, 1_000);
    const largeApp = await startServer(3222, dbs.large);
    const smallApp = await startServer(3223, dbs.small);
    try {
      const largeCookie = await signIn(largeApp.origin, large.clinic.ownerEmail);
      const smallCookie = await signIn(smallApp.origin, small.clinic.ownerEmail);
      const url = (origin: string, query: string) => `${origin}/api/v1/patients?${query}`;
      const largeSearch = await listOf(url(largeApp.origin, SEARCH), largeCookie);
      const smallSearch = await listOf(url(smallApp.origin, SEARCH), smallCookie);
      if (largeSearch.total !== smallSearch.total)
        throw new Error(`search answers differ: ${largeSearch.total} vs ${smallSearch.total}`);
      const requests: Array<[string, string]> = [
        [url(largeApp.origin, SEARCH), largeCookie],
        [url(smallApp.origin, SEARCH), smallCookie],
        [url(largeApp.origin, FIRST_PAGE), largeCookie],
        [url(smallApp.origin, FIRST_PAGE), smallCookie],
      ];
      const samples = requests.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let turn = 0; turn < requests.length; turn += 1) {
          const index = (round + turn) % requests.length; // who goes first changes every round
          samples[index]!.push(await timeOf(...requests[index]!));
        }
      }
      const [searchLarge, searchSmall, pageLarge, pageSmall] = samples.map(median) as number[];
      return {
        searchMs: { large: searchLarge!, small: searchSmall! },
        firstPageMs: { large: pageLarge!, small: pageSmall! },
        searchRows: largeSearch.total,
        plans: large.plans,
      };
    } finally {
      await largeApp.close();
      await smallApp.close();
    }
  } finally {
    await dbs.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
