import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestContext } from '../test/app.js';
import { multipartBody } from '../test/multipart.js';
import { buildClinicWorld, type ClinicWorld } from './clinic-world.js';
import type { Operation } from './operations.js';
import { urlOf } from './operations.js';
import { freeSlots, recordOfPathParam, routeSamples, type SampleWorld } from './route-samples.js';

let counter = 0;
const nextFreeSlot = freeSlots();

export async function buildSampleWorld(ctx: TestContext): Promise<SampleWorld> {
  const world = await buildClinicWorld(ctx);
  return {
    ...world,
    unique: () => `w${(counter += 1)}${randomUUID().slice(0, 6)}`,
    freeSlot: nextFreeSlot,
    scratch: {},
  };
}

/** The world record a path parameter names, e.g. `{id}` after `/notes` is a visit note. */
export function recordParamKey(operation: Operation, name: string): keyof ClinicWorld {
  const before = operation.path.split(`/{${name}}`)[0]!.split('/').at(-1)!;
  const key = recordOfPathParam[`${before}/{${name}}`];
  if (!key)
    throw new Error(
      `${operation.key}: which record does {${name}} name? Add '${before}/{${name}}' to recordOfPathParam.`,
    );
  return key;
}

export interface RequestOverrides {
  /** The session cookie to send; none for a visitor. */
  cookie?: string;
  /** Take these path parameters' records from another clinic's world. */
  foreign?: { world: SampleWorld; params: string[] };
  /** Replace the sample's JSON body. */
  body?: unknown;
  /** Replace the sample's query parameters. */
  query?: Record<string, string>;
  /** Replace path parameters. */
  params?: Partial<Record<string, string>>;
}

/** The sample request of `operation` in `world`, as `app.inject` options. */
export async function sampleRequest(
  operation: Operation,
  world: SampleWorld,
  overrides: RequestOverrides = {},
): Promise<InjectOptions> {
  const sample = routeSamples[operation.key];
  if (!sample) throw new Error(`${operation.key}: add a sample request to routeSamples`);
  const params = Object.fromEntries(
    operation.pathParams.map(({ name }) => {
      if (overrides.params?.[name] !== undefined) return [name, overrides.params[name]];
      const foreign = overrides.foreign?.params.includes(name);
      const source = foreign ? overrides.foreign!.world : world;
      const value = sample.params?.(source)[name] ?? source[recordParamKey(operation, name)];
      return [name, String(value)];
    }),
  );
  const url = urlOf(operation, params, overrides.query ?? sample.query?.(world));
  const headers: Record<string, string> = overrides.cookie ? { cookie: overrides.cookie } : {};
  if (sample.upload && overrides.body === undefined) {
    const form = await multipartBody([{ field: 'file', ...sample.upload }]);
    return {
      method: operation.method,
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    };
  }
  const body = overrides.body ?? sample.body?.(world);
  return {
    method: operation.method,
    url,
    headers,
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  };
}

/** Runs the sample's preparation, leaving what it found in `world.scratch`. */
export async function prepareSample(ctx: TestContext, operation: Operation, world: SampleWorld) {
  const found = await routeSamples[operation.key]?.before?.(ctx, world);
  if (found) Object.assign(world.scratch, found);
}

/** A clinic route's session: the sample's own (a patient's portal session), else the owner's. */
export const clinicCookie = (operation: Operation, world: SampleWorld) =>
  routeSamples[operation.key]?.cookie?.(world) ??
  (operation.public ? undefined : world.owner.cookie);

/** The session of whom a route is meant for: as clinicCookie, or an operator's. */
export const callerCookie = (
  operation: Operation,
  world: SampleWorld,
  operator: { cookie: string },
) => (operation.platformAdmin ? operator.cookie : clinicCookie(operation, world));
