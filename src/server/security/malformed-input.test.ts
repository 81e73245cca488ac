import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../test/app.js';
import { tinyPdf } from '../test/documents.js';
import { multipartBody } from '../test/multipart.js';
import { signedInOperator } from './clinic-world.js';
import { operationsOf, type Operation } from './operations.js';
import { routeSamples } from './route-samples.js';
import { buildSampleWorld, callerCookie, sampleRequest } from './sample-requests.js';

/**
 * Security suite: input no parser should have to take answers 4xx, never 5xx, on every route
 * it can reach: JSON nested deeper than MAX_JSON_DEPTH (refused before it is parsed), multipart
 * bodies without a boundary or cut short, and dates outside 1900–2200.
 */
/** How deep a JSON body may nest: far beyond any request of the API. */
const MAX_JSON_DEPTH = 64;

const ctx = await createTestApp();
afterAll(() => ctx.close());
const operations = operationsOf(ctx.app);
const operator = await signedInOperator(ctx);
const world = await buildSampleWorld(ctx);

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const postJson = (url: string, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    payload,
  });

describe(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`, () => {
  it.each([
    ['arrays 100,000 deep', arrays(100_000)],
    ['objects 100,000 deep', objects(100_000)],
    [`arrays ${MAX_JSON_DEPTH + 1} deep`, arrays(MAX_JSON_DEPTH + 1)],
    [`objects ${MAX_JSON_DEPTH + 1} deep`, objects(MAX_JSON_DEPTH + 1)],
    ['deep and broken', `${'['.repeat(100_000)}{"a":`],
  ])('is refused with 400 by sign-out, a route that reads no body: %s', async (_, payload) => {
    const response = await postJson('/api/v1/auth/logout', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
  });

  it.each([
    [`arrays ${MAX_JSON_DEPTH} deep`, arrays(MAX_JSON_DEPTH)],
    [`objects ${MAX_JSON_DEPTH} deep`, objects(MAX_JSON_DEPTH)],
    ['brackets and quotes inside a string', JSON.stringify({ a: `"\\${'[{'.repeat(5000)}` })],
  ])('is not what %s is', async (_, payload) => {
    const response = await postJson('/api/v1/auth/logout', payload);
    expect(response.statusCode, response.body).toBe(204);
  });

  const withBodies = operations.filter((op) => op.method !== 'GET');
  it.each(withBodies.map((operation) => ({ operation, name: operation.key })))(
    'is refused with 400 by $name',
    async ({ operation }) => {
      const request = await sampleRequest(operation, world, {
        cookie: callerCookie(operation, world, operator),
      });
      const response = await ctx.app.inject({
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json' },
        payload: objects(10_000),
      });
      expect(response.statusCode, response.body).toBe(400);
    },
  );
});

const uploads = operations.filter((op) => routeSamples[op.key]?.upload);
const importRoute = operations.find((op) => op.key === 'POST /imports/{kind}')!;

async function sendMultipart(operation: Operation, contentType: string, payload: Buffer | string) {
  const request = await sampleRequest(operation, world, { cookie: world.owner.cookie });
  return ctx.app.inject({
    ...request,
    headers: { ...request.headers, 'content-type': contentType },
    payload,
  });
}

describe.each([...uploads, importRoute].map((operation) => ({ operation, name: operation.key })))(
  '$name with a multipart body that cannot be read',
  ({ operation }) => {
    it.each([
      ['no boundary', async () => ({ type: 'multipart/form-data', payload: 'file=hello' })],
      [
        'a body cut short',
        async () => {
          const form = await multipartBody([{ field: 'file', file: tinyPdf, filename: 'a.pdf' }]);
          const cut = form.payload.subarray(0, Math.floor(form.payload.length * 0.6));
          return { type: form.headers['content-type'], payload: cut };
        },
      ],
      [
        'a boundary the body never uses',
        async () => ({
          type: 'multipart/form-data; boundary=----nothing-like-it',
          payload: '--other\r\nContent-Disposition: form-data; name="file"\r\n\r\nhello',
        }),
      ],
    ])('answers 4xx with %s', async (_, body) => {
      const { type, payload } = await body();
      const response = await sendMultipart(operation, type, payload);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (uploads.includes(operation)) expect(response.statusCode).toBe(400);
    });
  },
);

type Schema = OpenAPIV3.SchemaObject;
const formatOf = (schema: Schema): string | undefined =>
  schema.format ??
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
    .map((part) => formatOf(part as Schema))
    .find(Boolean);

const outOfRange: Record<string, string[]> = {
  date: ['1899-12-31', '2201-01-01', '0000-01-01'],
  'date-time': ['1899-12-31T12:00:00Z', '2201-01-01T09:00:00Z', '0000-01-01T00:00:00Z'],
};

/** Every date field of every request body and query, as the OpenAPI document describes it. */
const dateFields = operations
  .flatMap((operation) => [
    ...Object.entries(operation.jsonBody?.properties ?? {}).map(([name, schema]) => ({
      operation,
      name,
      in: 'body' as const,
      format: formatOf(schema as Schema),
    })),
    ...operation.queryParams.map((param) => ({
      operation,
      name: param.name,
      in: 'query' as const,
      format: formatOf(param.schema),
    })),
  ])
  .filter((field) => field.format === 'date' || field.format === 'date-time')
  .flatMap((field) =>
    outOfRange[field.format!]!.map((value) => ({ ...field, value, key: field.operation.key })),
  );

describe('dates outside 1900–2200', () => {
  it('are found in the request bodies and queries of the API', () => {
    const keys = new Set(dateFields.map((field) => `${field.key} ${field.name}`));
    for (const expected of [
      'POST /appointments start',
      'POST /patients/{patientId}/diagnoses diagnosedOn',
      'POST /jobs dueOn',
      'GET /stats from',
      'GET /appointments from',
    ])
      expect(keys).toContain(expected);
  });

  it.each(dateFields)('$key: $name $value answers 400 naming $name', async (field) => {
    const sample = routeSamples[field.operation.key]!;
    const request = await sampleRequest(field.operation, world, {
      cookie: callerCookie(field.operation, world, operator),
      ...(field.in === 'body'
        ? { body: { ...sample.body?.(world), [field.name]: field.value } }
        : { query: { ...sample.query?.(world), [field.name]: field.value } }),
    });
    const response = await ctx.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields, response.body).toHaveProperty(field.name);
  });

  it('a series ending after 2200 answers 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { cookie: world.owner.cookie },
      payload: {
        ...routeSamples['POST /appointments']!.body!(world),
        repeat: { every: 'week', until: '2201-01-01' },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});
