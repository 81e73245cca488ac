import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions.js';
import { clinicRoles } from '../../domain/roles.js';
import { createTestApp } from '../test/app.js';
import { createUser, sessionCookieFor, signedInMember, TEST_PASSWORD } from '../test/fixtures.js';
import { signedInOperator, WORLD_PATIENT_NAME } from './clinic-world.js';
import { operationsOf, type Operation } from './operations.js';
import { routePermissions } from './route-permissions.js';
import { routeSamples } from './route-samples.js';
import {
  buildSampleWorld,
  callerCookie,
  clinicCookie,
  prepareSample,
  sampleRequest,
} from './sample-requests.js';

/**
 * Security suite: generated from the OpenAPI document, so a new
 * route is covered without anyone remembering. Every route not declared public answers 401
 * without a session; each role gets 403 where the permission table says no; a member of another
 * clinic gets 404 for every record id; a malformed id or an empty body gets 400 naming the field;
 * the sample request succeeds.
 */
const logLines: string[] = [];
const ctx = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => logLines.push(line) });
afterAll(() => ctx.close());
const operations = operationsOf(ctx.app);

/** Open to visitors on purpose: a change here is a decision, made in this list. */
const publicOperations = [
  'GET /health',
  'GET /config',
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/register',
  'POST /auth/check-email',
  'GET /auth/verify-email',
  'POST /auth/resend-verification',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /auth/login/two-factor',
  'GET /auth/invitation',
  'POST /auth/accept-invitation',
  'POST /contact',
  // The secret address is the credential: calendar apps cannot sign in.
  'GET /calendar-feeds/{file}',
  'GET /billing/products',
  'POST /billing/client-token',
  'GET /billing/debug',
  'POST /billing/local/checkout',
  // The pay link's token is the credential: the patient has no account.
  'GET /pay/{token}',
  'POST /pay/{token}/checkout',
  'POST /pay/{token}/card',
  // A clinic's booking page: patients book without an account.
  'GET /public/clinics/{slug}/booking',
  'GET /public/clinics/{slug}/logo',
  'GET /public/clinics/{slug}/availability',
  'POST /public/clinics/{slug}/bookings',
  'POST /public/clinics/{slug}/bookings/{id}/verify',
  // The patient portal: a mailed link signs in; the rest needs a portal session, which
  // src/server/modules/portal/portal.test.ts checks route by route.
  'POST /public/clinics/{slug}/portal/sign-in',
  'POST /portal/sessions',
  'GET /portal/me',
  'DELETE /portal/session',
  'GET /portal/appointments',
  'POST /portal/appointments/{id}/cancel',
  'POST /portal/appointments/{id}/reschedule',
  'GET /portal/documents',
  'GET /portal/documents/{id}/download',
  // The patient's forms: a portal session, checked in src/server/modules/intake-forms/.
  'GET /portal/forms',
  'GET /portal/forms/{id}',
  'POST /portal/forms/{id}',
  'GET /portal/waitlist',
  'POST /portal/waitlist',
  'DELETE /portal/waitlist/{id}',
  // The patient's invoices: a portal session, checked in src/server/modules/portal/.
  'GET /portal/invoices',
  'GET /portal/invoices/{id}/pdf',
  // A waitlist offer's mailed link: its token is the credential, as a pay link's is.
  'GET /public/waitlist-offers/{token}',
  'POST /public/waitlist-offers/{token}/accept',
  // A reminder's Confirm/Cancel link: its token is the credential, used once.
  'GET /public/visit-links/{token}',
  'POST /public/visit-links/{token}/confirm',
  'POST /public/visit-links/{token}/cancel',
];

/** About the signed-in person, not a clinic: any account may call them, no permission needed. */
const accountOperations = [
  'GET /users/current-user',
  'POST /account/two-factor/setup',
  'POST /account/two-factor/enable',
  'POST /account/two-factor/disable',
  'POST /account/two-factor/recovery-codes',
  'PATCH /account/profile',
  'POST /account/change-password',
  'POST /account/change-email',
  'GET /account/sessions',
  'DELETE /account/sessions/{id}',
  'POST /account/active-clinic',
  'POST /account/avatar',
  'DELETE /account/avatar',
  'GET /users/{id}/avatar',
  'POST /feedback',
  'POST /support-requests',
  'GET /support-requests',
];

const world = await buildSampleWorld(ctx);
const otherClinic = await buildSampleWorld(ctx);
const operator = await signedInOperator(ctx);
const noClinic = await createUser(ctx.database.db);
const noClinicCookie = await sessionCookieFor(ctx, noClinic.id, null);
const roleCookies = Object.fromEntries(
  await Promise.all(
    clinicRoles.map(
      async (role) => [role, (await signedInMember(ctx, role, world.clinicId)).cookie] as const,
    ),
  ),
);

const keys = operations.map((operation) => operation.key);
const guarded = operations.filter((operation) => !operation.public);
const withRecordIds = operations.filter(
  (operation) => !operation.platformAdmin && operation.pathParams.some((param) => param.uuid),
);
const deniedRoles = (operation: Operation) =>
  operation.permission
    ? clinicRoles.filter((role) => !can(role, operation.permission!))
    : operation.platformAdmin
      ? clinicRoles
      : [];
const roleCases = operations.flatMap((operation) =>
  deniedRoles(operation).map((role) => ({ operation, role })),
);

describe('API routes as the OpenAPI document lists them', () => {
  it('are open to visitors only where the public list says so', () => {
    expect(operations.filter((op) => op.public).map((op) => op.key)).toEqual(
      expect.arrayContaining(publicOperations),
    );
    expect(operations.filter((op) => op.public)).toHaveLength(publicOperations.length);
  });

  it('each need a clinic permission, the operator flag, or are about the account itself', () => {
    const unguarded = guarded
      .filter((op) => !op.permission && !op.platformAdmin)
      .map((op) => op.key);
    expect(unguarded.sort()).toEqual([...accountOperations].sort());
  });

  it('each need the clinic permission the list gives them, no other', () => {
    const declared = Object.fromEntries(
      operations.filter((op) => op.permission).map((op) => [op.key, op.permission]),
    );
    expect(declared).toEqual(routePermissions);
  });

  it('each have a sample request, and every sample is of a route that exists', () => {
    expect(keys.filter((key) => !routeSamples[key])).toEqual([]);
    expect(Object.keys(routeSamples).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe.each(guarded.map((operation) => ({ operation, name: operation.key })))(
  '$name without a valid session',
  ({ operation }) => {
    it.each([
      ['no cookie', undefined],
      ['a made-up session cookie', `motio_session=${randomUUID()}`],
    ])('answers 401 with %s, with the security headers', async (_, cookie) => {
      const response = await ctx.app.inject(await sampleRequest(operation, world, { cookie }));
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  },
);

describe.each(roleCases.map((c) => ({ ...c, name: c.operation.key })))(
  '$name as $role',
  ({ operation, role }) => {
    it(`answers 403: ${operation.permission ?? 'operators only'}`, async () => {
      const request = await sampleRequest(operation, world, { cookie: roleCookies[role] });
      const response = await ctx.app.inject(request);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    });
  },
);

describe.each(
  operations
    .filter((operation) => operation.permission)
    .map((operation) => ({ operation, name: operation.key })),
)('$name as an account of no clinic', ({ operation }) => {
  it('answers 403', async () => {
    const response = await ctx.app.inject(
      await sampleRequest(operation, world, { cookie: noClinicCookie }),
    );
    expect(response.statusCode, response.body).toBe(403);
  });
});

const badInputCases = operations
  .filter((op) => !op.public || op.jsonBody)
  .flatMap((operation) => [
    ...operation.pathParams
      .filter((param) => param.uuid)
      .map((param) => ({ operation, part: `{${param.name}}`, field: param.name })),
    ...(operation.jsonBody?.required?.length
      ? [{ operation, part: 'an empty body', field: operation.jsonBody.required[0]! }]
      : []),
  ])
  .map((c) => ({ ...c, name: c.operation.key }));

describe.each(badInputCases)('$name with $part', ({ operation, part, field }) => {
  it(`answers 400 naming ${field}`, async () => {
    const request = await sampleRequest(operation, world, {
      cookie: callerCookie(operation, world, operator),
      ...(part === 'an empty body' ? { body: {} } : { params: { [field]: '42' } }),
    });
    const response = await ctx.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});

describe.each(withRecordIds.map((operation) => ({ operation, name: operation.key })))(
  "$name on another clinic's records",
  ({ operation }) => {
    const ids = operation.pathParams.filter((param) => param.uuid).map((param) => param.name);
    // Every id from the other clinic, then only the last one (its parent being our own).
    const variants = ids.length > 1 ? [ids, ids.slice(-1)] : [ids];
    it.each(variants.map((foreign) => ({ foreign, label: foreign.join(', ') })))(
      'answers 404 when {$label} is theirs',
      async ({ foreign }) => {
        const request = await sampleRequest(operation, world, {
          cookie: clinicCookie(operation, world) ?? world.owner.cookie,
          foreign: { world: otherClinic, params: foreign },
        });
        const response = await ctx.app.inject(request);
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      },
    );
  },
);

describe.each(operations.map((operation) => ({ operation, name: operation.key })))(
  '$name',
  ({ operation }) => {
    it('succeeds with its sample request, for whom the route is meant', async () => {
      const fresh = operation.method === 'GET' ? world : await buildSampleWorld(ctx);
      await prepareSample(ctx, operation, fresh);
      const cookie = callerCookie(operation, fresh, operator);
      const response = await ctx.app.inject(await sampleRequest(operation, fresh, { cookie }));
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
    });
  },
);

describe('the logs of all these requests', () => {
  it('hold no patient data, passwords or session tokens', () => {
    const text = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(operations.length);
    const secrets = [
      WORLD_PATIENT_NAME,
      TEST_PASSWORD,
      world.owner.cookie.split('=')[1]!,
      operator.cookie.split('=')[1]!,
    ];
    for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  });
});
