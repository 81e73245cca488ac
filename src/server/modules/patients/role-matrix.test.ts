import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRoles, type ClinicRole } from '../../../domain/roles.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/**
 * Tenancy and role matrix on every patient route: every member reads
 * and writes demographics, owners and admins alone see the access history; visitors get 401, an
 * account of no clinic 403, another clinic's patient 404, bad input 400 with fields.
 */
interface RouteCase {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  /** Under /api/v1; `:id` is replaced by a patient of the clinic. */
  path: string;
  success: number;
  allowed: readonly ClinicRole[];
  payload?: Record<string, unknown>;
  badInput: { path?: string; payload?: Record<string, unknown>; field: string };
}

const cases: RouteCase[] = [
  {
    name: 'GET /patients',
    method: 'GET',
    path: '/patients?search=mila&status=active&sort=-createdAt&page=2&pageSize=10',
    success: 200,
    allowed: clinicRoles,
    badInput: { path: '/patients?pageSize=101', field: 'pageSize' },
  },
  {
    name: 'POST /patients',
    method: 'POST',
    path: '/patients',
    success: 201,
    allowed: clinicRoles,
    payload: { firstName: 'Nina', lastName: 'Savić', sex: 'female', occupation: 'Teacher' },
    badInput: { payload: { firstName: 'Nina', lastName: 'Savić', sex: 'f' }, field: 'sex' },
  },
  {
    name: 'GET /patients/:id',
    method: 'GET',
    path: '/patients/:id',
    success: 200,
    allowed: clinicRoles,
    badInput: { path: '/patients/42', field: 'id' },
  },
  {
    name: 'PUT /patients/:id',
    method: 'PUT',
    path: '/patients/:id',
    success: 200,
    allowed: clinicRoles,
    payload: { firstName: 'Mila', lastName: 'Stojanović', address: 'Njegoševa 12, Beograd' },
    badInput: { payload: { firstName: 'Mila', lastName: '' }, field: 'lastName' },
  },
  {
    name: 'GET /patients/:id/access-history',
    method: 'GET',
    path: '/patients/:id/access-history',
    success: 200,
    allowed: ['owner', 'admin'],
    badInput: { path: '/patients/42/access-history', field: 'id' },
  },
];

describe('patient routes: role matrix', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (routeCase: RouteCase, path: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method: routeCase.method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const patientOf = async (clinicId: string) => (await addPatient(ctx.database.db, clinicId)).id;
  const pathFor = async (routeCase: RouteCase, clinicId: string) =>
    routeCase.path.includes(':id')
      ? routeCase.path.replace(':id', await patientOf(clinicId))
      : routeCase.path;

  it('documents every route in OpenAPI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const documented = Object.entries(response.json().paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining(
        cases.map((c) => `${c.method} /api/v1${c.path.split('?')[0]!.replace(':id', '{id}')}`),
      ),
    );
  });

  describe.each(cases)('$name', (routeCase) => {
    it('answers 401 without a session', async () => {
      const { clinicId } = await signedInMember(ctx, 'owner');
      const response = await send(routeCase, await pathFor(routeCase, clinicId), undefined, {});
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to an account that belongs to no clinic', async () => {
      const { clinicId } = await signedInMember(ctx, 'owner');
      const loner = await createUser(ctx.database.db);
      const cookie = await sessionCookieFor(ctx, loner.id, null);
      const response = await send(
        routeCase,
        await pathFor(routeCase, clinicId),
        cookie,
        routeCase.payload,
      );
      expect(response.statusCode).toBe(403);
    });

    it.each(clinicRoles)('as %s', async (role) => {
      const member = await signedInMember(ctx, role);
      const response = await send(
        routeCase,
        await pathFor(routeCase, member.clinicId),
        member.cookie,
        routeCase.payload,
      );
      if (routeCase.allowed.includes(role))
        expect(response.statusCode, response.body).toBe(routeCase.success);
      else expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    });

    it(`answers 400 with fields.${routeCase.badInput.field} for bad input`, async () => {
      const member = await signedInMember(ctx, 'owner');
      const response = await send(
        routeCase,
        routeCase.badInput.path ?? (await pathFor(routeCase, member.clinicId)),
        member.cookie,
        routeCase.badInput.payload ?? routeCase.payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(routeCase.badInput.field);
    });

    if (routeCase.path.includes(':id')) {
      it("answers 404 for another clinic's patient", async () => {
        const { cookie } = await signedInMember(ctx, 'owner');
        const foreignClinic = (await createClinic(ctx.database.db)).id;
        const response = await send(
          routeCase,
          await pathFor(routeCase, foreignClinic),
          cookie,
          routeCase.payload,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      });
    }
  });
});
