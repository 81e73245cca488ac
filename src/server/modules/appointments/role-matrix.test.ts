import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRoles } from '../../../domain/roles.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { local } from '../../test/appointment-helpers.js';
import { createClinic, createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/**
 * Tenancy and role matrix on every appointment route: every member books and
 * looks up patients; visitors get 401, an account of no clinic 403, another clinic's record 404,
 * bad input 400 with fields.
 */
interface RouteCase {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  /** Under /api/v1; `:id` is replaced by the record `target` creates. */
  path: string;
  success: number;
  target?: (ctx: TestContext, clinicId: string) => Promise<string>;
  payload?: (therapistId: string) => Record<string, unknown>;
  badInput: { path?: string; payload?: Record<string, unknown>; field: string };
}

let slot = 0;
/** A new free hour each time, so cases never conflict with each other. */
const nextSlot = () => {
  slot += 1;
  const day = `2027-02-${String(1 + (slot % 20)).padStart(2, '0')}`;
  const hour = String(8 + Math.floor(slot / 20)).padStart(2, '0');
  return { start: local(day, `${hour}:00`), end: local(day, `${hour}:30`) };
};

const patient = async (ctx: TestContext, clinicId: string) =>
  (await addPatient(ctx.database.db, clinicId)).id;
const appointment = async (ctx: TestContext, clinicId: string) => {
  const therapist = await addMember(ctx.database.db, clinicId, 'therapist');
  const owner = await signedInMember(ctx, 'owner', clinicId);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    headers: { cookie: owner.cookie },
    payload: {
      therapistId: therapist.user.id,
      title: 'Target',
      confirmOutsideOpeningHours: true,
      ...nextSlot(),
    },
  });
  return response.json().appointment.id as string;
};

const cases: RouteCase[] = [
  {
    name: 'GET /patients',
    method: 'GET',
    path: '/patients?search=mila',
    success: 200,
    badInput: { path: '/patients?limit=0', field: 'limit' },
  },
  {
    name: 'POST /patients',
    method: 'POST',
    path: '/patients',
    success: 201,
    payload: () => ({ firstName: 'Nina', lastName: 'Savić' }),
    badInput: { payload: { firstName: 'Nina' }, field: 'lastName' },
  },
  {
    name: 'GET /patients/:id',
    method: 'GET',
    path: '/patients/:id',
    success: 200,
    target: patient,
    badInput: { path: '/patients/42', field: 'id' },
  },
  {
    name: 'GET /appointments',
    method: 'GET',
    path: '/appointments?from=2027-02-01T00:00:00Z&to=2027-02-08T00:00:00Z',
    success: 200,
    badInput: { path: '/appointments?from=2027-02-01&to=2027-02-08T00:00:00Z', field: 'from' },
  },
  {
    name: 'GET /appointments/today',
    method: 'GET',
    path: '/appointments/today',
    success: 200,
    badInput: { path: '/appointments/today?therapistId=7', field: 'therapistId' },
  },
  {
    name: 'POST /appointments',
    method: 'POST',
    path: '/appointments',
    success: 201,
    payload: (therapistId) => ({
      therapistId,
      title: 'Booked',
      confirmOutsideOpeningHours: true,
      ...nextSlot(),
    }),
    badInput: { payload: { title: 'No therapist', ...nextSlot() }, field: 'therapistId' },
  },
  {
    name: 'GET /appointments/:id',
    method: 'GET',
    path: '/appointments/:id',
    success: 200,
    target: appointment,
    badInput: { path: '/appointments/42', field: 'id' },
  },
  {
    name: 'PATCH /appointments/:id',
    method: 'PATCH',
    path: '/appointments/:id',
    success: 200,
    target: appointment,
    payload: () => ({ notes: 'Bring shoes' }),
    badInput: { payload: { labelColor: 'blue' }, field: 'labelColor' },
  },
  {
    name: 'POST /appointments/:id/status',
    method: 'POST',
    path: '/appointments/:id/status',
    success: 200,
    target: appointment,
    payload: () => ({ status: 'confirmed' }),
    badInput: { payload: { status: 'done' }, field: 'status' },
  },
];

describe('patients and appointments routes: role matrix', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (
    routeCase: RouteCase,
    path: string,
    cookie?: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method: routeCase.method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const pathFor = (routeCase: RouteCase, id?: string) =>
    id ? routeCase.path.replace(':id', id) : routeCase.path;

  it('documents every route in OpenAPI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
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
      const id = await routeCase.target?.(ctx, clinicId);
      const response = await send(routeCase, pathFor(routeCase, id), undefined, {});
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to an account that belongs to no clinic', async () => {
      const { clinicId, user } = await signedInMember(ctx, 'owner');
      const id = await routeCase.target?.(ctx, clinicId);
      const loner = await createUser(ctx.database.db);
      const cookie = await sessionCookieFor(ctx, loner.id, null);
      const response = await send(routeCase, pathFor(routeCase, id), cookie, {
        ...routeCase.payload?.(user.id),
      });
      expect(response.statusCode).toBe(403);
    });

    it.each(clinicRoles)('as %s: allowed', async (role) => {
      const member = await signedInMember(ctx, role);
      const id = await routeCase.target?.(ctx, member.clinicId);
      // Everyone books; the member booked is one who takes appointments.
      const therapist = await createUser(ctx.database.db, {
        clinicId: member.clinicId,
        role: 'therapist',
      });
      const response = await send(
        routeCase,
        pathFor(routeCase, id),
        member.cookie,
        routeCase.payload?.(therapist.id),
      );
      expect(response.statusCode, response.body).toBe(routeCase.success);
    });

    it(`answers 400 with fields.${routeCase.badInput.field} for bad input`, async () => {
      const member = await signedInMember(ctx, 'owner');
      const id = await routeCase.target?.(ctx, member.clinicId);
      const response = await send(
        routeCase,
        routeCase.badInput.path ?? pathFor(routeCase, id),
        member.cookie,
        routeCase.badInput.payload ?? routeCase.payload?.(member.user.id),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(routeCase.badInput.field);
    });

    if (routeCase.target) {
      it("answers 404 for another clinic's record", async () => {
        const { cookie, user } = await signedInMember(ctx, 'owner');
        const foreign = await routeCase.target!(ctx, (await createClinic(ctx.database.db)).id);
        const response = await send(
          routeCase,
          pathFor(routeCase, foreign),
          cookie,
          routeCase.payload?.(user.id),
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      });
    }
  });
});
