// GET /availability: four weeks of a clinic with 20 practitioners across 3 locations and 4,000
// bookings, beside GET /appointments for one of its weeks in the same run; and one week of
// availability in a clinic with 100,000 appointments against one with 1,000.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DateTime } from 'luxon';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import {
  loadAvailabilityInput,
  practitionersBusyQuery,
} from '../src/server/modules/availability/load-availability.js';
import { availableSlots } from '../src/domain/availability.js';
import { BENCH_ZONE } from './appointments-seed';
import {
  AVAILABILITY_MONDAY,
  seedAvailabilityClinic,
  type AvailabilityClinic,
} from './availability-seed';
import { BENCH_PASSWORD, median, signIn, timeOf } from './http-timing';
import { startServer } from './server';

/** Rounds of one request each, in turns: the same machine load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PORT = Number(process.env.BENCH_AVAILABILITY_PORT ?? 3241);

export interface AvailabilityNumbers {
  /** Median milliseconds per sequential request. */
  fourWeeksMs: number;
  calendarWeekMs: number;
  largeWeekMs: number;
  smallWeekMs: number;
  slots: { fourWeeks: number; week: number };
  /** The busy-time query's plan for the 100,000 clinic, from EXPLAIN ANALYZE. */
  plan: string[];
  /** In-process medians for the four weeks: reading the rows, and the engine alone. */
  loadMs: number;
  engineMs: number;
}

/** Where the four weeks' time goes, measured in this process once the server has stopped. */
async function breakdown(
  env: { DATA_DIR: string; DATABASE_URL?: string },
  clinic: AvailabilityClinic,
) {
  const database = await openDatabase(env);
  try {
    const load = [] as number[];
    const engine = [] as number[];
    for (let round = -2; round < ROUNDS; round += 1) {
      const started = performance.now();
      const input = await loadAvailabilityInput(database.db, clinic.id, {
        serviceId: clinic.serviceId,
        from: monday.toJSDate(),
        to: monday.plus({ weeks: 4 }).toJSDate(),
      });
      const loaded = performance.now();
      availableSlots(input);
      if (round < 0) continue;
      load.push(loaded - started);
      engine.push(performance.now() - loaded);
    }
    return { loadMs: median(load), engineMs: median(engine) };
  } finally {
    await database.close();
  }
}

const monday = DateTime.fromISO(AVAILABILITY_MONDAY, { zone: BENCH_ZONE });
const range = (weeks: number, offset = 0) =>
  `from=${monday.plus({ weeks: offset }).toUTC().toISO()}&to=${monday
    .plus({ weeks: offset + weeks })
    .toUTC()
    .toISO()}`;

type QueryClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function explainBusy(db: Db, clinic: AvailabilityClinic) {
  const ids = (await db.execute(
    sql`select user_id from memberships where clinic_id = ${clinic.id} and takes_appointments`,
  )) as unknown as { rows: Array<{ user_id: string }> };
  const { sql: text, params } = practitionersBusyQuery(
    drizzle.mock() as unknown as Db,
    ids.rows.map((row) => row.user_id),
    monday.toJSDate(),
    monday.plus({ weeks: 1 }).toJSDate(),
  ).toSQL();
  const client = (db as unknown as { $client: QueryClient }).$client;
  const plan = await client.query(`explain analyze ${text}`, params);
  return plan.rows.map((row) => Object.values(row as object)[0] as string);
}

async function seed(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const database = await openDatabase(env);
  try {
    // A suffix per run: on a PostgreSQL database that already has an earlier run's clinics.
    const run = Date.now().toString(36);
    const hash = await hashPassword(BENCH_PASSWORD);
    const four = await seedAvailabilityClinic(database.db, `avail-4k-${run}`, 4_000, hash, 3);
    const small = await seedAvailabilityClinic(database.db, `avail-1k-${run}`, 1_000, hash);
    const large = await seedAvailabilityClinic(database.db, `avail-100k-${run}`, 100_000, hash);
    await database.db.execute(sql`analyze`);
    return { four, small, large, plan: await explainBusy(database.db, large) };
  } finally {
    await database.close();
  }
}

async function countOf(url: string, cookie: string, key: 'slots' | 'appointments') {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Record<string, unknown[]>)[key]!.length;
}

/** PGlite by default; PostgreSQL at BENCH_DATABASE_URL (an empty, disposable database). */
export async function measureAvailability(): Promise<AvailabilityNumbers> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-availability-'));
  const DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const appEnv = { DATA_DIR: path.join(workDir, 'app'), DATABASE_URL };
  try {
    await (await startServer(PORT, appEnv)).close(); // migrates and seeds the demo clinic
    const seeded = await seed(appEnv);
    const app = await startServer(PORT, appEnv);
    try {
      const api = `${app.origin}/api/v1`;
      const cookies = {
        four: await signIn(app.origin, seeded.four.ownerEmail),
        small: await signIn(app.origin, seeded.small.ownerEmail),
        large: await signIn(app.origin, seeded.large.ownerEmail),
      };
      const fourWeeks = `${api}/availability?serviceId=${seeded.four.serviceId}&${range(4)}`;
      const calendarWeek = `${api}/appointments?${range(1, 3)}`;
      const largeWeek = `${api}/availability?serviceId=${seeded.large.serviceId}&${range(1)}`;
      const smallWeek = `${api}/availability?serviceId=${seeded.small.serviceId}&${range(1)}`;
      const slots = {
        fourWeeks: await countOf(fourWeeks, cookies.four, 'slots'),
        week: await countOf(largeWeek, cookies.large, 'slots'),
      };
      const smallSlots = await countOf(smallWeek, cookies.small, 'slots');
      if (smallSlots !== slots.week)
        throw new Error(`week answers differ: ${slots.week} (100k) vs ${smallSlots} (1k)`);
      if ((await countOf(calendarWeek, cookies.four, 'appointments')) === 0)
        throw new Error('the calendar week is empty');
      const requests: Array<[string, string]> = [
        [fourWeeks, cookies.four],
        [calendarWeek, cookies.four],
        [largeWeek, cookies.large],
        [smallWeek, cookies.small],
      ];
      const samples = requests.map(() => [] as number[]);
      for (let round = -2; round < ROUNDS; round += 1) {
        for (let turn = 0; turn < requests.length; turn += 1) {
          const index = (Math.max(round, 0) + turn) % requests.length;
          const ms = await timeOf(...requests[index]!);
          if (round >= 0) samples[index]!.push(ms); // two rounds warm the server up
        }
      }
      const [fourWeeksMs, calendarWeekMs, largeWeekMs, smallWeekMs] = samples.map(median) as [
        number,
        number,
        number,
        number,
      ];
      await app.close();
      return {
        fourWeeksMs,
        calendarWeekMs,
        largeWeekMs,
        smallWeekMs,
        slots,
        plan: seeded.plan,
        ...(await breakdown(appEnv, seeded.four)),
      };
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
