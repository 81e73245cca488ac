// The invoice list's first page (all, and open ones) and a patient's balance with 100,000
// invoices in the database against 1,000, with the list's query plans.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { invoiceListQuerySchema } from '../src/domain/invoices.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/modules/auth/passwords.js';
import { invoiceListQueries } from '../src/server/modules/invoices/list.js';
import { BENCH_PASSWORD, median, signIn, timeOf } from './http-timing';
import { FREQUENT_CREDIT_CENTS, seedInvoiceClinic } from './invoices-seed';
import { databases } from './patients-api';
import { startServer } from './server';

/** Rounds of one request to each database, in turns: the same machine load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PORT = Number(process.env.BENCH_INVOICES_PORT ?? 3251);
const LISTS = { 'first page': 'limit=25', 'open, first page': 'status=open&limit=25' };
const SIZES = {
  large: { invoices: 100_000, patients: 5_000 },
  small: { invoices: 1_000, patients: 500 },
};

type Timing = { large: number; small: number };

export interface InvoiceApiNumbers {
  /** Median milliseconds per sequential request, 100,000 and 1,000 invoices. */
  firstPageMs: Timing;
  openPageMs: Timing;
  balanceMs: Timing;
  /** The open list's total in the large clinic (capped), and the balance asked. */
  openTotal: { total: number; capped: boolean };
  balance: { openInvoices: number; owedCents: number; creditCents: number };
  /** EXPLAIN ANALYZE of the rows and total queries on the 100,000-invoice database. */
  plans: Record<string, string[]>;
}

type QueryClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
const clientOf = (db: Db) => (db as unknown as { $client: QueryClient }).$client;

async function explain(db: Db, clinicId: string, list: string) {
  const query = invoiceListQuerySchema.parse(Object.fromEntries(new URLSearchParams(list)));
  const queries = invoiceListQueries(drizzle.mock() as unknown as Db, clinicId, query);
  const plans: Record<string, string[]> = {};
  for (const [name, builder] of Object.entries(queries)) {
    const { sql: text, params } = builder.toSQL();
    const plan = await clientOf(db).query(`explain analyze ${text}`, params);
    plans[name] = plan.rows.map((row) => Object.values(row as object)[0] as string);
  }
  return plans;
}

/**
 * What the answers must be, from the lines and allocations rather than the cached totals: the
 * frequent patient's owed sum and open invoices, and the newest invoice's total.
 */
async function expected(db: Db, clinicId: string, patientId: string) {
  const { rows } = await clientOf(db).query(
    `with totals as (
        select i.id, i.patient_id, i.created_at,
          (select sum(total_cents) from invoice_lines l where l.invoice_id = i.id)
            - coalesce((select sum(amount_cents) from payment_allocations a
              where a.invoice_id = i.id), 0) as owed,
          (select sum(total_cents) from invoice_lines l where l.invoice_id = i.id) as total
        from invoices i where i.clinic_id = $1)
      select (select coalesce(sum(owed), 0)::int from totals
          where patient_id = $2 and owed > 0) as "owedCents",
        (select count(*)::int from totals where patient_id = $2 and owed > 0) as "openInvoices",
        (select total::int from totals order by created_at desc, id desc limit 1) as "newestTotal"`,
    [clinicId, patientId],
  );
  return rows[0] as { owedCents: number; openInvoices: number; newestTotal: number };
}

/** One database of `size` invoices in one clinic; the plans when it is the large one. */
async function seed(env: { DATA_DIR: string; DATABASE_URL?: string }, size: keyof typeof SIZES) {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const hash = await hashPassword(BENCH_PASSWORD);
    const { invoices, patients } = SIZES[size];
    const clinic = await seedInvoiceClinic(database.db, `i${size}`, patients, invoices, hash);
    await clientOf(database.db).query('vacuum analyze', []);
    const plans: Record<string, string[]> = {};
    if (size === 'large')
      for (const [list, query] of Object.entries(LISTS))
        for (const [name, plan] of Object.entries(await explain(database.db, clinic.id, query)))
          plans[`${list}: ${name}`] = plan;
    return {
      clinic,
      plans,
      expected: await expected(database.db, clinic.id, clinic.frequentPatientId),
    };
  } finally {
    await database.close();
  }
}

async function answerOf<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Balance = { owedCents: number; creditCents: number; openInvoices: number };
type List = {
  invoices: Array<{ totalCents: number; balanceCents: number }>;
  total: number;
  totalCapped: boolean;
};

/** The app's answers match the seed's lines and allocations, in both clinics alike. */
function check(
  name: string,
  balance: Balance,
  page: List,
  want: Awaited<ReturnType<typeof seed>>['expected'],
) {
  const wrong = [
    balance.owedCents !== want.owedCents && `owed ${balance.owedCents}, not ${want.owedCents}`,
    balance.openInvoices !== want.openInvoices &&
      `${balance.openInvoices} open invoices, not ${want.openInvoices}`,
    balance.creditCents !== FREQUENT_CREDIT_CENTS && `credit ${balance.creditCents}`,
    page.invoices[0]?.totalCents !== want.newestTotal &&
      `newest invoice ${page.invoices[0]?.totalCents}, not ${want.newestTotal}`,
    page.invoices.length !== 25 && `${page.invoices.length} invoices on the first page`,
  ].filter(Boolean);
  if (wrong.length > 0) throw new Error(`${name} clinic answers wrong: ${wrong.join('; ')}`);
}

export async function measureInvoiceApi(): Promise<InvoiceApiNumbers> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-invoices-'));
  const dbs = await databases(workDir, 'invoices');
  try {
    const large = await seed(dbs.large, 'large');
    const small = await seed(dbs.small, 'small');
    const largeApp = await startServer(PORT, dbs.large);
    const smallApp = await startServer(PORT + 1, dbs.small);
    try {
      const sides = [
        { name: 'large', app: largeApp, seeded: large },
        { name: 'small', app: smallApp, seeded: small },
      ];
      const urls = [];
      let openTotal = { total: 0, capped: false };
      let balance: Balance | undefined;
      for (const { name, app, seeded } of sides) {
        const cookie = await signIn(app.origin, seeded.clinic.ownerEmail);
        const firstPage = `${app.origin}/api/v1/invoices?${LISTS['first page']}`;
        const openPage = `${app.origin}/api/v1/invoices?${LISTS['open, first page']}`;
        const balanceUrl = `${app.origin}/api/v1/patients/${seeded.clinic.frequentPatientId}/balance`;
        const answered = await answerOf<{ balance: Balance }>(balanceUrl, cookie);
        check(name, answered.balance, await answerOf<List>(firstPage, cookie), seeded.expected);
        if (name === 'large') {
          const open = await answerOf<List>(openPage, cookie);
          openTotal = { total: open.total, capped: open.totalCapped };
          balance = answered.balance;
        }
        urls.push([firstPage, cookie], [openPage, cookie], [balanceUrl, cookie]);
      }
      // Order: large first page, open, balance, then the small ones.
      const requests = urls as Array<[string, string]>;
      const samples = requests.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let turn = 0; turn < requests.length; turn += 1) {
          const index = (round + turn) % requests.length; // who goes first changes every round
          samples[index]!.push(await timeOf(...requests[index]!));
        }
      }
      const [firstL, openL, balanceL, firstS, openS, balanceS] = samples.map(median) as number[];
      return {
        firstPageMs: { large: firstL!, small: firstS! },
        openPageMs: { large: openL!, small: openS! },
        balanceMs: { large: balanceL!, small: balanceS! },
        openTotal,
        balance: balance!,
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
