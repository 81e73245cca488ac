import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * fast-check arbitraries for request values, built from the JSON Schema that each route's zod
 * schema becomes in the OpenAPI document. Most values keep the schema's shape with wrong parts
 * mixed in (a wrong type, a value past a bound, a missing or extra field), because inputs that
 * are almost right reach deepest into a route.
 */
type Schema = OpenAPIV3.SchemaObject;

/** Strings that have broken parsers and queries before. */
const awkwardString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'Ana\u0000Petrović',
  'Line one\u0000\r\nLine two',
  '\ud800',
  '😀'.repeat(40),
  'a'.repeat(10_001),
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '=cmd|"/c calc"!A1',
  '9999-99-99',
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
);

const awkwardNumber = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
);

/** Any JSON value: what a confused or hostile client may send in place of anything. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  awkwardString,
  awkwardNumber,
  fc.constant(null),
);

const dateOnly = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const dateTime = fc
  .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringOf(schema: Schema, ids: fc.Arbitrary<string>): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(ids, fc.uuid());
  if (schema.format === 'date') return dateOnly;
  if (schema.format === 'date-time') return dateTime;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile: plain strings will do.
    }
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, min + 60);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'binary', minLength: min, maxLength: max }),
    { weight: 3, arbitrary: awkwardString },
    ...(schema.maxLength !== undefined ? [fc.constant('x'.repeat(schema.maxLength + 1))] : []),
  );
}

function numberOf(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const edges = fc.constantFrom(min, max, min - 1, max + 1);
  return schema.type === 'integer'
    ? fc.oneof(fc.integer({ min, max }), edges)
    : fc.oneof(fc.double({ min, max, noNaN: true }), edges);
}

/** A value shaped like `schema`, now and then with a wrong part. */
export function valueOf(
  schema: Schema,
  ids: fc.Arbitrary<string>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedValueOf(schema, ids, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedValueOf(
  schema: Schema,
  ids: fc.Arbitrary<string>,
  depth: number,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueOf(s as Schema, ids, depth)));
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, ids);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema as OpenAPIV3.ArraySchemaObject).items as Schema;
      return fc.array(depth > 2 ? anyJson : valueOf(items, ids, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 8, 8),
      });
    }
    case 'object':
      return objectOf(schema, ids, depth);
    default:
      return anyJson;
  }
}

function objectOf(schema: Schema, ids: fc.Arbitrary<string>, depth: number) {
  const properties = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    properties.map(([name, property]) => [name, valueOf(property as Schema, ids, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((name) => name in fields);
  return fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.record(fields, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      ),
      fc.option(fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 2 }), {
        freq: 4,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Left out of the request altogether, in a patch. */
export const REMOVED = Symbol('removed');
export type Patch = Record<string, unknown>;

/** Changes one or two named parts: each gets a generated value, or is left out. */
function patchOf(parts: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Patch> {
  const names = [...Object.keys(parts), '__proto__', 'unexpected'];
  const any = (name: string) => (Object.hasOwn(parts, name) ? parts[name]! : anyJson);
  return fc
    .subarray(names, { minLength: 1, maxLength: 2 })
    .chain((chosen) =>
      fc.record(
        Object.fromEntries(
          chosen.map((name) => [name, fc.option(any(name), { freq: 6, nil: REMOVED })]),
        ),
      ),
    );
}

/** A patch to a JSON body: new values for one or two of its fields. */
export const bodyPatchOf = (schema: Schema, ids: fc.Arbitrary<string>) =>
  patchOf(
    Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [
        name,
        valueOf(property as Schema, ids),
      ]),
    ),
  );

/** Any generated value as a query parameter would carry it: objects as their JSON. */
const asQueryText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** A patch to a query string: one or two parameters shaped like their schema, or any text. */
export const queryPatchOf = (
  params: { name: string; schema: Schema }[],
  ids: fc.Arbitrary<string>,
) =>
  patchOf(
    Object.fromEntries(
      params.map((param) => [
        param.name,
        fc.oneof(
          shapedValueOf(param.schema, ids, 0).map(String),
          fc.string({ maxLength: 40 }),
          awkwardString,
        ),
      ]),
    ),
  ).map((patch) =>
    Object.fromEntries(
      Object.entries(patch).map(([name, value]) => [
        name,
        value === REMOVED ? value : asQueryText(value),
      ]),
    ),
  );

/** `base` with `patch` applied: new values set, removed ones gone. */
export function patched<T extends Record<string, unknown>>(base: T, patch: Patch): T {
  const result: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(patch)) {
    if (value === REMOVED) delete result[name];
    else Object.defineProperty(result, name, { value, enumerable: true, writable: true });
  }
  return result as T;
}

/** A path parameter: an id of the world, another id, or no id at all. */
export const pathValueOf = (ids: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: ids },
    fc.uuid(),
    fc.string({ minLength: 1, maxLength: 40 }),
    // A URL carries only well-formed text: browsers replace a lone surrogate before sending.
    awkwardString.filter((text) => text.length > 0 && !/\p{Cs}/u.test(text)),
  );
