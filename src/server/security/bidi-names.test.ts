import { afterAll, describe, expect, it } from 'vitest';
import { BIDI_CONTROL_MESSAGE } from '../../domain/names.js';
import { createTestApp } from '../test/app.js';
import { signedInOperator } from './clinic-world.js';
import { operationsOf } from './operations.js';
import { routeSamples } from './route-samples.js';
import { buildSampleWorld, callerCookie, sampleRequest } from './sample-requests.js';

/**
 * Security suite: names that would read differently from the letters they hold (bidirectional
 * control characters, "Trojan Source") are refused where people and clinics are named.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const operations = operationsOf(ctx.app);
const operator = await signedInOperator(ctx);
const world = await buildSampleWorld(ctx);

describe('person and clinic names with text-direction controls', () => {
  const reversed = 'Ana \u202ećivorteP';
  it.each([
    ['POST /patients', 'firstName'],
    ['PUT /patients/{id}', 'lastName'],
    ['PUT /clinic/settings', 'name'],
    ['PATCH /account/profile', 'name'],
    ['POST /auth/register', 'lastName'],
  ])('%s refuses them in %s with 400 and a message saying what to remove', async (key, field) => {
    const operation = operations.find((op) => op.key === key)!;
    const request = await sampleRequest(operation, world, {
      cookie: callerCookie(operation, world, operator),
      body: { ...routeSamples[key]!.body!(world), [field]: reversed },
    });
    const response = await ctx.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields[field]).toBe(BIDI_CONTROL_MESSAGE);
  });
});
