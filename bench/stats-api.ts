// GET /stats for a year of a clinic with 100,000 appointments against one with 1,000, with the
// query plans (within 2 times, aggregated in SQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { statsSql } from '../src/server/modules/stats/queries.js';
import { BENCH_ZONE } from './appointments-seed';
import { BENCH_PASSWORD, median, signIn, timeOf } from './http-timing';
import { startServer } from './server';
import { seedStatsClinic, STATS_YEAR } from './stats-seed';

/** Rounds of one request to each clinic, in turns: the same machine load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PORT = Number(process.env.BENCH_STATS_PORT ?? 3231);
/**
 * 'covering': also create an index the stats query can answer from alone (not in the
 * migrations), to measure what it would bring.
 */
const EXTRA_INDEX = process.env.BENCH_STATS_INDEX;

export interface StatsApiNumbers {
  /** Median milliseconds per sequential request, 100,000 and 1,000 appointments. */
  largeMs: number;
  smallMs: number;
  /** Appointments the year's answer counted, 100,000 and 1,000. */
  counted: { large: number; small: number };
  /** EXPLAIN ANALYZE of each of the route's aggregate queries for the 100,000 clinic. */
  plans: Record<string, string[]>;
}

async function explainAll(db: Db, clinicId: string): Promise<Record<string, string[]>> {
  const range = { clinicId, timeZone: BENCH_ZONE, ...STATS_YEAR };
  const plans: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(statsSql)) {
    const result = (await db.execute(sql`explain analyze ${query(range)}`)) as unknown as {
      rows: object[];
    };
    plans[name] = result.rows.map((row) => Object.values(row)[0] as string);
  }
  return plans;
}

async function seed(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    // A suffix per run: on a PostgreSQL database that already has an earlier run's clinics.
    const run = Date.now().toString(36);
    const hash = await hashPassword(BENCH_PASSWORD);
    const small = await seedStatsClinic(database.db, `stats-small-${run}`, 1_000, hash);
    const large = await seedStatsClinic(database.db, `stats-large-${run}`, 100_000, hash);
    if (EXTRA_INDEX === 'covering')
      await database.db.execute(sql`create index if not exists bench_appointments_stats_idx
        on appointments (clinic_id, starts_at)
        include (status, therapist_id, service_id, ends_at, patient_id)`);
    await database.db.execute(sql`vacuum analyze`);
    return { small, large, plans: await explainAll(database.db, large.id) };
  } finally {
    await database.close();
  }
}

async function countedOf(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { stats: { appointments: { total: number } } }).stats
    .appointments.total;
}

/** PGlite by default; PostgreSQL at BENCH_DATABASE_URL (an empty, disposable database). */
export async function measureStatsApi(): Promise<StatsApiNumbers> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-stats-'));
  const env = {
    DATA_DIR: path.join(workDir, 'app'),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    SEED_DEMO: 'false',
  };
  try {
    const seeded = await seed(env);
    const app = await startServer(PORT, env);
    try {
      const url = `${app.origin}/api/v1/stats?from=${STATS_YEAR.from}&to=${STATS_YEAR.to}`;
      const requests: Array<[string, string]> = [
        [url, await signIn(app.origin, seeded.large.ownerEmail)],
        [url, await signIn(app.origin, seeded.small.ownerEmail)],
      ];
      const counted = {
        large: await countedOf(...requests[0]!),
        small: await countedOf(...requests[1]!),
      };
      const samples = requests.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let turn = 0; turn < requests.length; turn += 1) {
          const index = (round + turn) % requests.length; // who goes first changes every round
          samples[index]!.push(await timeOf(...requests[index]!));
        }
      }
      const [largeMs, smallMs] = samples.map(median) as [number, number];
      return { largeMs, smallMs, counted, plans: seeded.plans };
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
