import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../../domain/permissions.js';
import { clinicRoles } from '../../../domain/roles.js';
import { diagnoses, progressEntries, treatmentPlans } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/**
 * Tenancy and role matrix on every treatment-plan route: owners, admins and
 * therapists read and change diagnoses and plans, assistants get 403; visitors 401, an account of
 * no clinic 403, another clinic's patient or record 404, bad input 400 with fields.
 */
interface Ids {
  patientId: string;
  diagnosisId: string;
  planId: string;
  entryId: string;
}

interface RouteCase {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  /** Under /api/v1; `:patientId`, `:diagnosisId`, `:planId`, `:entryId`: what `records` writes. */
  path: string;
  success: number;
  payload?: Record<string, unknown>;
  badInput: { path?: string; payload?: Record<string, unknown>; field: string };
  /** Routes that touch no patient have no other clinic's record to ask for. */
  global?: boolean;
}

/** A patient with a diagnosis, a plan and a progress entry recorded by `userId`. */
async function records(ctx: TestContext, clinicId: string, userId: string | null): Promise<Ids> {
  const db = ctx.database.db;
  const patient = await addPatient(db, clinicId);
  const [diagnosis] = await db
    .insert(diagnoses)
    .values({
      clinicId,
      patientId: patient.id,
      description: 'Neck pain',
      diagnosedOn: '2026-01-02',
    })
    .returning();
  const [plan] = await db
    .insert(treatmentPlans)
    .values({ clinicId, patientId: patient.id, title: 'Neck', startsOn: '2026-01-05' })
    .returning();
  const [entry] = await db
    .insert(progressEntries)
    .values({
      clinicId,
      treatmentPlanId: plan!.id,
      recordedOn: '2026-01-10',
      pain: 5,
      recordedById: userId,
    })
    .returning();
  return {
    patientId: patient.id,
    diagnosisId: diagnosis!.id,
    planId: plan!.id,
    entryId: entry!.id,
  };
}

const diagnosis = { icd10Code: 'M54.2', diagnosedOn: '2026-01-02' };
const plan = { title: 'Neck', startsOn: '2026-01-05' };

const cases: RouteCase[] = [
  {
    name: 'GET /icd10',
    method: 'GET',
    path: '/icd10?search=neck',
    success: 200,
    global: true,
    badInput: { path: `/icd10?search=${'x'.repeat(101)}`, field: 'search' },
  },
  {
    name: 'GET /patients/:patientId/diagnoses',
    method: 'GET',
    path: '/patients/:patientId/diagnoses',
    success: 200,
    badInput: { path: '/patients/42/diagnoses', field: 'patientId' },
  },
  {
    name: 'POST /patients/:patientId/diagnoses',
    method: 'POST',
    path: '/patients/:patientId/diagnoses',
    success: 201,
    payload: diagnosis,
    badInput: { payload: { diagnosedOn: '2026-01-02' }, field: 'description' },
  },
  {
    name: 'GET /patients/:patientId/diagnoses/:id',
    method: 'GET',
    path: '/patients/:patientId/diagnoses/:diagnosisId',
    success: 200,
    badInput: { path: '/patients/:patientId/diagnoses/42', field: 'id' },
  },
  {
    name: 'PUT /patients/:patientId/diagnoses/:id',
    method: 'PUT',
    path: '/patients/:patientId/diagnoses/:diagnosisId',
    success: 200,
    payload: { ...diagnosis, status: 'resolved' },
    badInput: { payload: { ...diagnosis, side: 'up' }, field: 'side' },
  },
  {
    name: 'GET /patients/:patientId/treatment-plans',
    method: 'GET',
    path: '/patients/:patientId/treatment-plans',
    success: 200,
    badInput: { path: '/patients/42/treatment-plans', field: 'patientId' },
  },
  {
    name: 'POST /patients/:patientId/treatment-plans',
    method: 'POST',
    path: '/patients/:patientId/treatment-plans',
    success: 201,
    payload: plan,
    badInput: { payload: { ...plan, endsOn: '2026-01-01' }, field: 'endsOn' },
  },
  {
    name: 'GET /patients/:patientId/treatment-plans/:id',
    method: 'GET',
    path: '/patients/:patientId/treatment-plans/:planId',
    success: 200,
    badInput: { path: '/patients/:patientId/treatment-plans/42', field: 'id' },
  },
  {
    name: 'PUT /patients/:patientId/treatment-plans/:id',
    method: 'PUT',
    path: '/patients/:patientId/treatment-plans/:planId',
    success: 200,
    payload: { ...plan, status: 'active' },
    badInput: { payload: { ...plan, status: 'paused' }, field: 'status' },
  },
  {
    name: 'POST /patients/:patientId/treatment-plans/:id/progress',
    method: 'POST',
    path: '/patients/:patientId/treatment-plans/:planId/progress',
    success: 201,
    payload: { recordedOn: '2026-01-12', pain: 4 },
    badInput: { payload: { recordedOn: '2026-01-12', pain: 12 }, field: 'pain' },
  },
  {
    name: 'DELETE /patients/:patientId/treatment-plans/:id/progress/:entryId',
    method: 'DELETE',
    path: '/patients/:patientId/treatment-plans/:planId/progress/:entryId',
    success: 204,
    badInput: {
      path: '/patients/:patientId/treatment-plans/:planId/progress/42',
      field: 'entryId',
    },
  },
];

const documentedPath = (path: string) =>
  `/api/v1${path.split('?')[0]!}`
    .replace(':patientId', '{patientId}')
    .replace(/:(diagnosisId|planId)/, '{id}')
    .replace(':entryId', '{entryId}');

describe('diagnoses and treatment plan routes: role matrix', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const fill = (path: string, ids?: Ids) => {
    if (!ids) return path;
    return path
      .replace(':patientId', ids.patientId)
      .replace(':diagnosisId', ids.diagnosisId)
      .replace(':planId', ids.planId)
      .replace(':entryId', ids.entryId);
  };
  const send = (routeCase: RouteCase, path: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method: routeCase.method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  it('documents every route in OpenAPI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const documented = Object.entries(response.json().paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining(cases.map((c) => `${c.method} ${documentedPath(c.path)}`)),
    );
  });

  describe.each(cases)('$name', (routeCase) => {
    it('answers 401 without a session', async () => {
      const { clinicId, user } = await signedInMember(ctx, 'owner');
      const ids = await records(ctx, clinicId, user.id);
      const response = await send(
        routeCase,
        fill(routeCase.path, ids),
        undefined,
        routeCase.payload,
      );
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to an account that belongs to no clinic', async () => {
      const { clinicId, user } = await signedInMember(ctx, 'owner');
      const ids = await records(ctx, clinicId, user.id);
      const loner = await createUser(ctx.database.db);
      const cookie = await sessionCookieFor(ctx, loner.id, null);
      const response = await send(routeCase, fill(routeCase.path, ids), cookie, routeCase.payload);
      expect(response.statusCode).toBe(403);
    });

    it.each(clinicRoles)('as %s', async (role) => {
      const member = await signedInMember(ctx, role);
      const ids = await records(ctx, member.clinicId, member.user.id);
      const response = await send(
        routeCase,
        fill(routeCase.path, ids),
        member.cookie,
        routeCase.payload,
      );
      const allowed = can(role, routeCase.method === 'GET' ? 'clinical.read' : 'clinical.manage');
      expect(allowed).toBe(role !== 'assistant');
      expect(response.statusCode, response.body).toBe(allowed ? routeCase.success : 403);
    });

    it(`answers 400 with fields.${routeCase.badInput.field} for bad input`, async () => {
      const member = await signedInMember(ctx, 'therapist');
      const ids = await records(ctx, member.clinicId, member.user.id);
      const response = await send(
        routeCase,
        fill(routeCase.badInput.path ?? routeCase.path, ids),
        member.cookie,
        routeCase.badInput.payload ?? routeCase.payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(routeCase.badInput.field);
    });

    if (!routeCase.global) {
      it("answers 404 for another clinic's patient and records", async () => {
        const member = await signedInMember(ctx, 'owner');
        const foreign = await records(
          ctx,
          (await createClinic(ctx.database.db)).id,
          member.user.id,
        );
        const response = await send(
          routeCase,
          fill(routeCase.path, foreign),
          member.cookie,
          routeCase.payload,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      });

      if (routeCase.path.includes(':diagnosisId') || routeCase.path.includes(':planId')) {
        it("answers 404 for a record under another patient's address", async () => {
          const member = await signedInMember(ctx, 'owner');
          const ids = await records(ctx, member.clinicId, member.user.id);
          const other = await records(ctx, member.clinicId, member.user.id);
          const response = await send(
            routeCase,
            fill(routeCase.path, { ...ids, patientId: other.patientId }),
            member.cookie,
            routeCase.payload,
          );
          expect(response.statusCode).toBe(404);
        });
      }
    }
  });
});
