// Row-level security as a second wall between clinics, measured: the patient list's first page
// and a calendar week, as the app's own queries, on an embedded PGlite with and without a policy
// on every clinic table.
import { drizzle } from 'drizzle-orm/node-postgres';
import { DateTime } from 'luxon';
import { patientListQuerySchema } from '../src/domain/patients.js';
import { openPglite, type Db } from '../src/server/db/client.js';
import { calendarRangeQuery } from '../src/server/modules/appointments/calendar.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { patientListQueries } from '../src/server/modules/patients/list-query.js';
import { BENCH_ZONE, MEASURED_MONDAY, seedBenchClinic } from './appointments-seed';
import { BENCH_PASSWORD, median } from './http-timing';
import { seedPatientClinic } from './patients-seed';

/** Rounds of each variant in turns, so all see the same machine load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PATIENTS = Number(process.env.BENCH_RLS_PATIENTS ?? 50_000);
const APPOINTMENTS = Number(process.env.BENCH_RLS_APPOINTMENTS ?? 50_000);

/** Two roles with the same grants: one the policies apply to, one that bypasses them. */
const POLICED = 'motio_bench_policed';
const BYPASSING = 'motio_bench_bypassing';

interface Statement {
  text: string;
  params: unknown[];
}
interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
  transaction<T>(run: (tx: Client) => Promise<T>): Promise<T>;
}

/** Median milliseconds of one request's database work, per way of running it. */
export interface RowLevelSecurityTimings {
  /** As the app runs it today: the query alone, no transaction. */
  todayMs: number;
  /** In a transaction that sets the clinic and a role, policies bypassed. */
  transactionMs: number;
  /** The same transaction with the policies applied. */
  policyMs: number;
  rows: number;
}

export interface RowLevelSecurityNumbers {
  patients: RowLevelSecurityTimings;
  calendar: RowLevelSecurityTimings;
  /** Rows the calendar week answers under the policy with another clinic set: must be 0. */
  otherClinicRows: number;
  patientCount: number;
  appointmentCount: number;
}

/** A policy on every table with a required clinic_id: rows of the transaction's clinic only. */
async function addPolicies(client: Client): Promise<number> {
  const { rows } = await client.query(
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'clinic_id' and is_nullable = 'NO'`,
  );
  const tables = (rows as Array<{ name: string }>).map((row) => row.name);
  const statements = [
    `create role ${POLICED} nologin`,
    `create role ${BYPASSING} nologin bypassrls`,
    `grant usage on schema public to ${POLICED}, ${BYPASSING}`,
    `grant select on all tables in schema public to ${POLICED}, ${BYPASSING}`,
    ...tables.flatMap((table) => [
      `alter table "${table}" enable row level security`,
      // Unset (a connection that forgot the clinic) is null: no rows, not an error.
      `create policy clinic_rows on "${table}"
         using (clinic_id = nullif(current_setting('app.clinic_id', true), '')::uuid)`,
    ]),
  ];
  await client.exec(statements.join(';\n'));
  return tables.length;
}

/** The statements one request runs, and how many rows the first answers. */
async function run(client: Client, statements: Statement[]) {
  let rows = 0;
  for (const [index, { text, params }] of statements.entries()) {
    const answer = await client.query(text, params);
    if (index === 0) rows = answer.rows.length;
  }
  return rows;
}

const inClinic = (client: Client, role: string, clinicId: string, statements: Statement[]) =>
  client.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    await tx.query(`select set_config('app.clinic_id', $1, true)`, [clinicId]);
    return run(tx, statements);
  });

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function measure(
  client: Client,
  clinicId: string,
  statements: Statement[],
): Promise<RowLevelSecurityTimings> {
  const variants = [
    () => run(client, statements),
    () => inClinic(client, BYPASSING, clinicId, statements),
    () => inClinic(client, POLICED, clinicId, statements),
  ];
  const rows = await Promise.all(variants.map((variant) => variant()));
  if (new Set(rows).size !== 1) throw new Error(`answers differ: ${rows.join(', ')} rows`);
  for (const variant of variants) await variant(); // warm
  const samples = variants.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < variants.length; turn += 1) {
      const index = (round + turn) % variants.length; // who goes first changes every round
      samples[index]!.push(await timed(variants[index]!));
    }
  }
  const [todayMs, transactionMs, policyMs] = samples.map(median) as [number, number, number];
  return { todayMs, transactionMs, policyMs, rows: rows[0]! };
}

const statementOf = (query: { toSQL(): { sql: string; params: unknown[] } }): Statement => {
  const { sql: text, params } = query.toSQL();
  return { text, params };
};

export async function measureRowLevelSecurity(): Promise<RowLevelSecurityNumbers> {
  const database = await openPglite();
  try {
    await database.migrate();
    const hash = await hashPassword(BENCH_PASSWORD);
    const calendarClinic = await seedBenchClinic(database.db, 'rls-calendar', APPOINTMENTS, hash);
    const patientClinic = await seedPatientClinic(database.db, 'rls-patients', PATIENTS, hash);
    const client = (database.db as unknown as { $client: Client }).$client;
    await client.exec('vacuum analyze');
    await addPolicies(client);

    // The routes' own queries, as drizzle writes them.
    const mock = drizzle.mock() as unknown as Db;
    const list = patientListQueries(
      mock,
      patientClinic.id,
      patientListQuerySchema.parse({ limit: '25' }),
    );
    const monday = DateTime.fromISO(MEASURED_MONDAY, { zone: BENCH_ZONE });
    const week = calendarRangeQuery(
      mock,
      { clinicId: calendarClinic.id, role: 'owner' },
      { from: monday.toJSDate(), to: monday.plus({ weeks: 1 }).toJSDate() },
    );
    const patients = await measure(client, patientClinic.id, [
      statementOf(list.rows),
      statementOf(list.total),
    ]);
    const calendar = await measure(client, calendarClinic.id, [statementOf(week)]);
    const otherClinicRows = await inClinic(client, POLICED, patientClinic.id, [statementOf(week)]);
    return {
      patients,
      calendar,
      otherClinicRows,
      patientCount: PATIENTS,
      appointmentCount: APPOINTMENTS,
    };
  } finally {
    await database.close();
  }
}
