// GET /appointments for one week of a clinic with 100,000 appointments: against the same SQL
// through the bare driver, and against a clinic with 1,000.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DateTime } from 'luxon';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { calendarRangeQuery } from '../src/server/modules/appointments/calendar.js';
import { BENCH_ZONE, MEASURED_MONDAY, seedBenchClinic } from './appointments-seed';
import { BENCH_PASSWORD, median, signIn, timeOf } from './http-timing';
import { startRawSqlServer } from './raw-sql';
import { startServer } from './server';

/** Rounds of one request each (raw, 100k clinic, 1k clinic), in turns: the same machine load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

export interface CalendarApiNumbers {
  /** Median milliseconds per sequential request. */
  routeMs: number;
  smallMs: number;
  rawMs: number;
  /** Rows in the measured week's answer (the same for both clinics). */
  rows: number;
  /** The plan's scan of `appointments`, from EXPLAIN ANALYZE. */
  scan: string;
}

const monday = DateTime.fromISO(MEASURED_MONDAY, { zone: BENCH_ZONE });
const week = { from: monday.toJSDate(), to: monday.plus({ weeks: 1 }).toJSDate() };
const weekSearch = `from=${week.from.toISOString()}&to=${week.to.toISOString()}`;

type QueryClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function seed(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const database = await openDatabase(env);
  try {
    // A suffix per run: on a PostgreSQL database that already has an earlier run's clinics.
    const run = Date.now().toString(36);
    const hash = await hashPassword(BENCH_PASSWORD);
    const small = await seedBenchClinic(database.db, `small-${run}`, 1_000, hash);
    const big = await seedBenchClinic(database.db, `large-${run}`, 100_000, hash);
    // The route's own query, as drizzle writes it for either driver, as the owner who signs in.
    const { sql: text, params } = calendarRangeQuery(
      drizzle.mock() as unknown as Db,
      { clinicId: big.id, role: 'owner' },
      week,
    ).toSQL();
    const client = (database.db as unknown as { $client: QueryClient }).$client;
    const plan = await client.query(`explain analyze ${text}`, params);
    const lines = plan.rows.map((row) => Object.values(row as object)[0] as string);
    const scan = lines.find((line) => /Scan.* on appointments/.test(line)) ?? lines[0]!;
    return { small, big, sql: { text, params }, scan: scan.replace(/\s*\(.*$/, '').trim() };
  } finally {
    await database.close();
  }
}

async function rowsOf(url: string, cookie = ''): Promise<number> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const body = (await response.json()) as { appointments?: unknown[]; rows?: unknown[] };
  return (body.appointments ?? body.rows)!.length;
}

/** PGlite by default; PostgreSQL at BENCH_DATABASE_URL (an empty, disposable database). */
export async function measureCalendarApi(): Promise<CalendarApiNumbers> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-calendar-'));
  const DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const appEnv = { DATA_DIR: path.join(workDir, 'app'), DATABASE_URL };
  try {
    await (await startServer(3211, appEnv)).close(); // migrates and seeds the demo clinic
    const seeded = await seed(appEnv);
    // PGlite is one process's: the bare server gets a copy of the same data folder.
    const rawEnv = { ...appEnv, DATA_DIR: path.join(workDir, 'raw') };
    if (!DATABASE_URL) fs.cpSync(appEnv.DATA_DIR, rawEnv.DATA_DIR, { recursive: true });
    const app = await startServer(3212, appEnv);
    const raw = await startRawSqlServer(3213, rawEnv, { calendar: { queries: [seeded.sql] } });
    try {
      const bigCookie = await signIn(app.origin, seeded.big.ownerEmail);
      const smallCookie = await signIn(app.origin, seeded.small.ownerEmail);
      const bigUrl = `${app.origin}/api/v1/appointments?${weekSearch}`;
      const rows = await rowsOf(bigUrl, bigCookie);
      const rawRows = await rowsOf(`${raw.origin}/raw/calendar`);
      const smallRows = await rowsOf(bigUrl, smallCookie);
      if (rows !== rawRows || rows !== smallRows)
        throw new Error(
          `week answers differ: ${rows} (route), ${rawRows} (raw), ${smallRows} (small)`,
        );
      const urls: Array<[string, string]> = [
        [`${raw.origin}/raw/calendar`, ''],
        [bigUrl, bigCookie],
        [bigUrl, smallCookie],
      ];
      const samples = urls.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let turn = 0; turn < urls.length; turn += 1) {
          const index = (round + turn) % urls.length; // who goes first changes every round
          samples[index]!.push(await timeOf(...urls[index]!));
        }
      }
      const [rawMs, routeMs, smallMs] = samples.map(median) as [number, number, number];
      return { routeMs, smallMs, rawMs, rows, scan: seeded.scan };
    } finally {
      await app.close();
      await raw.close();
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
