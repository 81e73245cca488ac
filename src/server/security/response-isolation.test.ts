import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/clinic-time.js';
import { billingTransactions } from '../db/schema.js';
import { createTestApp } from '../test/app.js';
import { addAppointment } from '../test/clinical-record-fixtures.js';
import { idsOfClinic, markClinic, markedEmail } from './marked-world.js';
import { operationsOf, type Operation } from './operations.js';
import { routeSamples, type SampleWorld } from './route-samples.js';
import { buildSampleWorld, clinicCookie, prepareSample, sampleRequest } from './sample-requests.js';

/**
 * Security suite: every GET that answers data (lists, searches, exports, downloads, figures),
 * generated from the OpenAPI document, asked by clinic A while clinic B has records of every
 * kind with a marker word in their names and texts. A's answers hold none of B's ids and never
 * the marker, whatever the filters; and A's answers are the same before B's records existed, so
 * counts and sums leak nothing either. Each request is also sent by B: it shows B's records, so
 * a query that forgot its clinic predicate would have shown them to A.
 */
const MARKER = 'Zephyrquill';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;

/** Operators see every clinic by design: their routes are not clinic-bound. */
const probed = operationsOf(ctx.app).filter((op) => op.method === 'GET' && !op.platformAdmin);

/**
 * Answers that hold no record's id or name however the query is written (files, settings, lists
 * of codes, figures): their figures are still compared before and after.
 */
const answersNoClinicRecords = [
  'GET /health',
  'GET /clinic/security',
  'GET /billing/subscription',
  'GET /config',
  'GET /billing/products',
  'GET /billing/debug',
  'GET /icd10',
  'GET /audit-events/actions',
  'GET /clinic/setup-checklist',
  'GET /calendar-feed',
  'GET /auth/verify-email',
  'GET /users/{id}/avatar',
  'GET /clinic/logo/{fileId}',
  'GET /public/clinics/{slug}/logo',
  // Which kinds go by SMS, quiet hours and the clinic's texts: no record of anyone.
  'GET /messages/settings',
  // Sums and counts of the patient's invoices and payments.
  'GET /patients/{id}/balance',
  // Counts of messages sent and delivered.
  'GET /messages/delivery',
  // Texts the local provider wrote to DATA_DIR: the suites' worlds send none.
  'GET /messages/test-inbox',
];

/**
 * Answers that differ each time they are read (the audit trail records reads, single-use tokens
 * are spent, a FHIR bundle gets a new id): compared by ids and names only, not before and after.
 */
const answersChangeWhenRead = [
  'GET /audit-events',
  'GET /audit-events/actions',
  'GET /audit-events/export.csv',
  'GET /patients/{patientId}/fhir',
  'GET /patients/{id}/access-history',
  'GET /auth/verify-email',
  'GET /calendar-feeds/{file}',
];

/** Records today's views and the lists without a world record of their own need. */
async function withDailyRecords(world: SampleWorld) {
  const today = Math.floor(ctx.clock.now().getTime() / DAY_MS) * DAY_MS;
  await addAppointment(db, {
    clinicId: world.clinicId,
    therapistId: world.owner.id,
    patientId: world.patientId,
    startsAt: new Date(today + 60_000),
    endsAt: new Date(today + 46 * 60_000),
    // Seen and not written up yet: one of the notes to finish.
    status: 'completed',
  });
  await db.insert(billingTransactions).values({
    id: `local_txn_${randomUUID()}`,
    provider: 'local',
    status: 'completed',
    priceId: 'local_team_monthly',
    customerEmail: world.owner.email,
    amountMinor: 2900,
    currency: 'EUR',
    clinicId: world.clinicId,
    occurredAt: ctx.clock.now(),
  });
  const support = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/support-requests',
    headers: { cookie: world.owner.cookie },
    payload: { category: 'question', subject: 'Invoices', message: 'Where are my invoices?' },
  });
  if (support.statusCode !== 201 && support.statusCode !== 200) throw new Error(support.body);
  return world;
}

/** The query that lists the most: the sample's `listQuery`, else its required parameters. */
function broadQuery(operation: Operation, world: SampleWorld) {
  const sample = routeSamples[operation.key]!;
  if (sample.listQuery) return sample.listQuery(world);
  const required = new Set(operation.queryParams.filter((p) => p.required).map((p) => p.name));
  return Object.fromEntries(
    Object.entries(sample.query?.(world) ?? {}).filter(([name]) => required.has(name)),
  );
}

/** The world's record ids by the key that names them, to aim a filter at the other clinic. */
const idsByKey = (world: SampleWorld): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(world).filter((entry): entry is [string, string] => {
      const [, value] = entry;
      return typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value);
    }),
  ),
  ownerId: world.owner.id,
});

const hasSearch = (operation: Operation) => operation.queryParams.some((p) => p.name === 'search');

/**
 * The requests clinic A sends: the sample; the broadest query; the sample's filters pointed at
 * B's records (its therapist, its patient) and its search at B's names.
 */
function probesOf(operation: Operation, own: SampleWorld, other: SampleWorld) {
  const sample = routeSamples[operation.key]!.query?.(own) ?? {};
  const ownIds = idsByKey(own);
  const otherIds = idsByKey(other);
  const aimed = Object.fromEntries(
    Object.entries(sample).map(([name, value]) => {
      const key = Object.keys(ownIds).find((k) => ownIds[k] === value);
      return [name, key ? otherIds[key]! : name === 'search' ? MARKER : value];
    }),
  );
  const broad = broadQuery(operation, own);
  const probes: Record<string, Record<string, string> | undefined> = { sample: undefined };
  const seen = new Set([JSON.stringify(sample)]);
  const add = (name: string, query: Record<string, string>) => {
    if (seen.has(JSON.stringify(query))) return;
    seen.add(JSON.stringify(query));
    probes[name] = query;
  };
  add('broad', broad);
  add('aimed at their records', aimed);
  if (hasSearch(operation)) add('broad, searching their names', { ...broad, search: MARKER });
  return probes;
}

const textOf = (response: LightMyRequestResponse) =>
  `${String(response.headers['content-disposition'] ?? '')}\n${response.body}`;

/**
 * What of clinic B an answer shows: its ids (with their table) and its marker word. What the
 * request itself sent (a filter's id, a search) may be echoed back and does not count.
 */
function tracesIn(answer: string, ids: Map<string, string>, sent: string[] = []): string[] {
  const text = sent.reduce((rest, value) => rest.split(value).join(''), answer);
  const found = [...ids].filter(([id]) => text.includes(id)).map(([id, table]) => `${table} ${id}`);
  if (text.toLowerCase().includes(MARKER.toLowerCase())) found.push(`the marker ${MARKER}`);
  return found;
}

async function broadRequest(operation: Operation, world: SampleWorld): Promise<InjectOptions> {
  await prepareSample(ctx, operation, world);
  return sampleRequest(operation, world, {
    cookie: clinicCookie(operation, world),
    query: broadQuery(operation, world),
  });
}

// Clinic A alone: what it is answered before another clinic has any record.
const own = await withDailyRecords(await buildSampleWorld(ctx));
const broadOfOwn = new Map<string, InjectOptions>();
for (const operation of probed) broadOfOwn.set(operation.key, await broadRequest(operation, own));
const bodies = async () => {
  const answers = new Map<string, string>();
  for (const [key, request] of broadOfOwn) answers.set(key, (await ctx.app.inject(request)).body);
  return answers;
};
const alone = await bodies();

// Clinic B, with the marker in every name and text.
const other = await withDailyRecords(await buildSampleWorld(ctx));
await markClinic(db, other.clinicId, MARKER);
const otherIds = await idsOfClinic(db, other.clinicId);

describe('the response-isolation suite', () => {
  it('probes every GET of the API but the operators’ (lists, exports, downloads, figures)', () => {
    expect(probed.map((op) => op.key)).toEqual(
      expect.arrayContaining([
        'GET /patients',
        'GET /appointments',
        'GET /jobs',
        'GET /stats',
        'GET /audit-events/export.csv',
        'GET /patients/{patientId}/fhir',
        'GET /calendar-feeds/{file}',
      ]),
    );
    expect(answersNoClinicRecords.filter((key) => !probed.some((op) => op.key === key))).toEqual(
      [],
    );
  });
});

describe.each(probed.map((operation) => ({ operation, name: operation.key })))(
  '$name',
  ({ operation }) => {
    const cookie = clinicCookie(operation, own);

    it.each(
      Object.entries(probesOf(operation, own, other)).map(([probe, query]) => ({ probe, query })),
    )("shows clinic A none of clinic B's ids or names ($probe)", async ({ probe, query }) => {
      await prepareSample(ctx, operation, own);
      const response = await ctx.app.inject(
        await sampleRequest(operation, own, { cookie, ...(query ? { query } : {}) }),
      );
      if (probe === 'sample') {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(tracesIn(textOf(response), otherIds, Object.values(query ?? {}))).toEqual([]);
    });

    it(
      answersNoClinicRecords.includes(operation.key)
        ? 'shows clinic B no record of its own either (it is in answersNoClinicRecords)'
        : "shows clinic B its own records: without the clinic's predicate, A would see them",
      async () => {
        const response = await ctx.app.inject(await broadRequest(operation, other));
        expect(response.statusCode, response.body).toBeLessThan(300);
        const traces = tracesIn(textOf(response), otherIds);
        if (answersNoClinicRecords.includes(operation.key)) expect(traces).toEqual([]);
        else expect(traces.length, response.body).toBeGreaterThan(0);
      },
    );

    // Answers that record their own reading (audit trail, a link used once) differ on a second
    // read whatever clinic B holds; their ids and names are checked above.
    if (!answersChangeWhenRead.includes(operation.key))
      it('answers clinic A as before clinic B had records (counts and sums included)', async () => {
        const response = await ctx.app.inject(broadOfOwn.get(operation.key)!);
        expect(response.body).toEqual(alone.get(operation.key));
      });
  },
);

// Last: these write to clinic A (a patient named like B's), which no probe above may see.
describe('writes that answer with the records they match', () => {
  const likeTheirs = {
    firstName: MARKER,
    lastName: `${MARKER} Patient`,
    email: markedEmail(MARKER, 'patient'),
  };
  const sent = Object.values(likeTheirs);
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: own.owner.cookie }, payload });

  it("a patient import's dry run finds no duplicate among clinic B's patients", async () => {
    const response = await post('/api/v1/imports/patients', {
      csv: `First name;Last name;Email\n${sent.join(';')}\n`,
      mapping: { firstName: 'First name', lastName: 'Last name', email: 'Email' },
      dryRun: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(tracesIn(response.body, otherIds, sent)).toEqual([]);
  });

  it("adding a patient with the name and email of clinic B's finds no duplicate there", async () => {
    const response = await post('/api/v1/patients', likeTheirs);
    expect(response.statusCode, response.body).toBe(201);
    expect(tracesIn(response.body, otherIds, sent)).toEqual([]);
  });
});
