import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { signedInOperator, type ClinicWorld } from './clinic-world.js';
import { columnsOf, digestOf, writeMark } from './database-state.js';
import { operationsOf, type Operation } from './operations.js';
import {
  anyJson,
  bodyPatchOf,
  patched,
  pathValueOf,
  queryPatchOf,
  valueOf,
} from './request-arbitraries.js';
import { routeSamples } from './route-samples.js';
import { buildSampleWorld, callerCookie, prepareSample, sampleRequest } from './sample-requests.js';

/**
 * Bad input: generated requests to every endpoint, shaped by its
 * schemas with wrong parts mixed in, never get a 5xx, and a refused request writes nothing: the
 * database is compared after each one. BAD_INPUT_RUNS sets how many requests per endpoint;
 * BAD_INPUT_SEED replays the run a failure names.
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 12);
const SEED = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined;

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const columns = await columnsOf(db);
const operator = await signedInOperator(ctx);
const otherClinic = await buildSampleWorld(ctx);
const sharedWorld = await buildSampleWorld(ctx);

/**
 * What a refused request may still write: the audit trail records refusals (failed sign-ins),
 * sessions note when they were last used, and single-use tokens count wrong codes.
 */
const mayChangeOnRefusal = ['audit_events', 'sessions', 'user_tokens'];
/** Refusals a route keeps on purpose: a declined card is recorded, as a payment provider does. */
const recordedRefusals: Record<string, string[]> = {
  'POST /billing/local/checkout': ['billing_transactions'],
  // A wrong code counts against the held time.
  'POST /public/clinics/{slug}/bookings/{id}/verify': ['online_booking_requests'],
};
const stateOf = (operation: Operation) =>
  digestOf(db, columns, {
    except: [...mayChangeOnRefusal, ...(recordedRefusals[operation.key] ?? [])],
  });

const idsOf = (...worlds: ClinicWorld[]) =>
  fc.constantFrom(
    ...worlds.flatMap((world) => [
      world.owner.id,
      ...Object.values(world).filter(
        (value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value),
      ),
    ]),
  );

/**
 * Mostly the route's sample with one or two parts changed, since inputs that are almost right
 * reach deepest; now and then a body generated whole, or any JSON at all.
 */
function requestsOf(operation: Operation, ids: fc.Arbitrary<string>) {
  const { jsonBody } = operation;
  return fc.record({
    params: fc.option(
      fc.record(
        Object.fromEntries(operation.pathParams.map((param) => [param.name, pathValueOf(ids)])),
        { requiredKeys: [] },
      ),
      { freq: 2 },
    ),
    query: fc.option(queryPatchOf(operation.queryParams, ids), { freq: 3 }),
    body: jsonBody
      ? fc.oneof(
          { weight: 4, arbitrary: bodyPatchOf(jsonBody, ids).map((patch) => ({ patch })) },
          { weight: 1, arbitrary: valueOf(jsonBody, ids).map((whole) => ({ whole })) },
          { weight: 1, arbitrary: anyJson.map((whole) => ({ whole })) },
        )
      : fc.option(
          anyJson.map((whole) => ({ whole })),
          { freq: 3 },
        ),
  });
}

describe.each(operationsOf(ctx.app).map((operation) => ({ operation, name: operation.key })))(
  '$name with generated input',
  ({ operation }) => {
    it('never answers 5xx, and writes nothing when it refuses', async () => {
      const world = operation.method === 'GET' ? sharedWorld : await buildSampleWorld(ctx);
      const cookie = callerCookie(operation, world, operator);
      await prepareSample(ctx, operation, world);
      let before = await stateOf(operation);
      await fc.assert(
        fc.asyncProperty(requestsOf(operation, idsOf(world, otherClinic)), async (input) => {
          const sample = routeSamples[operation.key]!;
          const body = input.body
            ? 'patch' in input.body
              ? patched(sample.body!(world), input.body.patch)
              : input.body.whole
            : undefined;
          const request = await sampleRequest(operation, world, {
            cookie,
            params: input.params ?? undefined,
            query: input.query ? patched(sample.query?.(world) ?? {}, input.query) : undefined,
            body: body ?? undefined,
          });
          const mark = await writeMark(db);
          const response = await ctx.app.inject(request);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if ((await writeMark(db)) === mark) return;
          const after = await stateOf(operation);
          if (response.statusCode >= 400) expect(after, response.body).toEqual(before);
          before = after;
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  },
);
