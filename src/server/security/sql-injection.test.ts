import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { signedInOperator } from './clinic-world.js';
import { columnsOf, digestOf } from './database-state.js';
import { operationsOf } from './operations.js';
import { routeSamples } from './route-samples.js';
import { buildSampleWorld, callerCookie, prepareSample, sampleRequest } from './sample-requests.js';

/**
 * Security suite: SQL injection strings in every search and filter
 * parameter, and in every id in a path: no 5xx, no extra rows, nothing changed.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const columns = await columnsOf(db);
const world = await buildSampleWorld(ctx);
await buildSampleWorld(ctx); // Another clinic's rows, which an injection must not reveal.
const operator = await signedInOperator(ctx);

const injections = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE patients; --",
  '1) OR (1=1',
  "' UNION SELECT email, password_hash FROM users --",
  '%',
  '_',
  '\\',
  '"; SELECT pg_sleep(1); --',
  '$$ OR true $$',
];
/** A value that matches nothing: what a harmless search answers, to compare with. */
const nothing = 'zqxjvkw';

const operations = operationsOf(ctx.app);

/** How many rows an answer holds: its first list, or its CSV lines. */
function rowsIn(response: LightMyRequestResponse): number {
  if (response.headers['content-type']?.toString().startsWith('text/csv'))
    return response.body.trim().split('\n').length;
  const body = response.json() as Record<string, unknown>;
  const list = Object.values(body).find(Array.isArray) as unknown[] | undefined;
  return list?.length ?? 0;
}

const queryCases = operations
  .filter((op) => op.method === 'GET')
  .flatMap((operation) =>
    operation.queryParams.map((param) => ({ operation, param: param.name, name: operation.key })),
  );

// Searches may record that a search was made; nothing else may change.
const stateOf = () => digestOf(db, columns, { except: ['audit_events', 'sessions'] });

describe.each(queryCases)('$name?$param=<injection>', ({ operation, param }) => {
  it('answers as a search for text that matches nothing would, and changes nothing', async () => {
    await prepareSample(ctx, operation, world);
    const send = async (value: string) =>
      ctx.app.inject(
        await sampleRequest(operation, world, {
          cookie: callerCookie(operation, world, operator),
          query: { ...routeSamples[operation.key]!.query?.(world), [param]: value },
        }),
      );
    const before = await stateOf();
    const baseline = await send(nothing);
    for (const injection of injections) {
      const response = await send(injection);
      expect(response.statusCode, `${injection}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode === 400) continue;
      expect(response.statusCode, injection).toBe(baseline.statusCode);
      expect(rowsIn(response), injection).toBeLessThanOrEqual(rowsIn(baseline));
    }
    expect(await stateOf()).toEqual(before);
  });
});

const pathCases = operations
  .filter((op) => op.pathParams.some((param) => param.uuid))
  .map((operation) => ({ operation, name: operation.key }));

describe.each(pathCases)('$name with an injection for an id', ({ operation }) => {
  it('answers 400 on that id', async () => {
    for (const injection of injections) {
      const params = Object.fromEntries(
        operation.pathParams.filter((p) => p.uuid).map((p) => [p.name, injection]),
      );
      const request = await sampleRequest(operation, world, {
        cookie: callerCookie(operation, world, operator),
        params,
      });
      const response = await ctx.app.inject(request);
      expect(response.statusCode, `${injection}: ${response.body}`).toBe(400);
    }
  });
});
