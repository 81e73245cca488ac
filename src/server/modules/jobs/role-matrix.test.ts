import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRoles, type ClinicRole } from '../../../domain/roles.js';
import { jobs } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';

/**
 * Tenancy and roles on every jobs route: every member reads, adds, changes and
 * deletes their own jobs; visitors get 401, an account of no clinic 403, another clinic's job
 * 404, bad input 400 with fields.
 */
interface RouteCase {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  /** Under /api/v1; `:id` is replaced by a job of the clinic created by the caller. */
  path: string;
  success: number;
  payload?: Record<string, unknown>;
  badInput: { path?: string; payload?: Record<string, unknown>; field: string };
}

const cases: RouteCase[] = [
  {
    name: 'GET /jobs',
    method: 'GET',
    path: '/jobs?search=ultrasound&status=open&type=equipment&mine=true&overdue=false&sort=priority&order=desc&page=2&limit=10',
    success: 200,
    badInput: { path: '/jobs?limit=101', field: 'limit' },
  },
  {
    name: 'POST /jobs',
    method: 'POST',
    path: '/jobs',
    success: 201,
    payload: { title: 'Order new ultrasound gel', type: 'equipment', dueOn: '2026-12-01' },
    badInput: { payload: { title: '   ' }, field: 'title' },
  },
  {
    name: 'GET /jobs/:id',
    method: 'GET',
    path: '/jobs/:id',
    success: 200,
    badInput: { path: '/jobs/42', field: 'id' },
  },
  {
    name: 'PATCH /jobs/:id',
    method: 'PATCH',
    path: '/jobs/:id',
    success: 200,
    payload: { status: 'in_progress' },
    badInput: { payload: { priority: 'asap' }, field: 'priority' },
  },
  {
    name: 'DELETE /jobs/:id',
    method: 'DELETE',
    path: '/jobs/:id',
    success: 204,
    badInput: { path: '/jobs/42', field: 'id' },
  },
];

describe('job routes: role matrix', () => {
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
  const jobOf = async (clinicId: string, createdById: string | null) => {
    const [job] = await ctx.database.db
      .insert(jobs)
      .values({ clinicId, title: 'Call the insurer back', createdById })
      .returning({ id: jobs.id });
    return job!.id;
  };
  const pathFor = async (routeCase: RouteCase, clinicId: string, createdById: string | null) =>
    routeCase.path.includes(':id')
      ? routeCase.path.replace(':id', await jobOf(clinicId, createdById))
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
      const response = await send(
        routeCase,
        await pathFor(routeCase, clinicId, null),
        undefined,
        {},
      );
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to an account that belongs to no clinic', async () => {
      const { clinicId } = await signedInMember(ctx, 'owner');
      const loner = await createUser(ctx.database.db);
      const cookie = await sessionCookieFor(ctx, loner.id, null);
      const response = await send(
        routeCase,
        await pathFor(routeCase, clinicId, loner.id),
        cookie,
        routeCase.payload,
      );
      expect(response.statusCode).toBe(403);
    });

    it.each(clinicRoles)('as %s, on a job of their own', async (role: ClinicRole) => {
      const member = await signedInMember(ctx, role);
      const response = await send(
        routeCase,
        await pathFor(routeCase, member.clinicId, member.user.id),
        member.cookie,
        routeCase.payload,
      );
      expect(response.statusCode, response.body).toBe(routeCase.success);
    });

    it(`answers 400 with fields.${routeCase.badInput.field} for bad input`, async () => {
      const member = await signedInMember(ctx, 'owner');
      const response = await send(
        routeCase,
        routeCase.badInput.path ?? (await pathFor(routeCase, member.clinicId, member.user.id)),
        member.cookie,
        routeCase.badInput.payload ?? routeCase.payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(routeCase.badInput.field);
    });

    if (routeCase.path.includes(':id')) {
      it("answers 404 for another clinic's job", async () => {
        const { cookie, user } = await signedInMember(ctx, 'owner');
        const foreignClinic = (await createClinic(ctx.database.db)).id;
        const response = await send(
          routeCase,
          await pathFor(routeCase, foreignClinic, user.id),
          cookie,
          routeCase.payload,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      });
    }
  });

  describe("DELETE /jobs/:id of a colleague's job", () => {
    it.each([
      ['owner', 204],
      ['admin', 204],
      ['therapist', 403],
      ['assistant', 403],
    ] as const)('as %s answers %i', async (role, status) => {
      const creator = await signedInMember(ctx, 'therapist');
      const member = await signedInMember(ctx, role, creator.clinicId);
      const id = await jobOf(creator.clinicId, creator.user.id);
      const response = await send({ ...cases[4]!, path: '' }, `/jobs/${id}`, member.cookie);
      expect(response.statusCode, response.body).toBe(status);
    });
  });
});
