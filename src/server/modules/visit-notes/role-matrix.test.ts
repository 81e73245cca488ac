import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRoles, type ClinicRole } from '../../../domain/roles.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { addAttachment, addVisitNote } from '../../test/clinical-record-fixtures.js';
import { tinyPdf } from '../../test/documents.js';
import { createClinic, createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { multipartBody } from '../../test/multipart.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/**
 * Tenancy and role matrix on every visit-note route (assistants do not see notes): visitors get 401, an account of no clinic 403, an assistant 403,
 * another clinic's record 404, bad input 400 with fields; owners, admins and therapists succeed.
 */
type Body = Record<string, unknown> | 'pdf upload';

interface RouteCase {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  /** Under /api/v1; `:id` is replaced by the record `target` makes in the clinic. */
  path: string;
  success: number;
  /** The record addressed; `authorId` is the member who asks, when the rule is about authors. */
  target: (ctx: TestContext, clinicId: string, authorId: string) => Promise<string>;
  body?: Body;
  badInput: { path?: string; body?: Body; field: string };
}

const sections = { subjective: 'S', objective: 'O', assessment: 'A', plan: 'P' };

const patient = async (ctx: TestContext, clinicId: string) =>
  (await addPatient(ctx.database.db, clinicId)).id;
const note =
  (status: 'draft' | 'signed') => async (ctx: TestContext, clinicId: string, authorId: string) =>
    (
      await addVisitNote(ctx.database.db, {
        clinicId,
        patientId: await patient(ctx, clinicId),
        authorId,
        status,
      })
    ).id;
const attachment = async (ctx: TestContext, clinicId: string) =>
  (
    await addAttachment(ctx.database.db, {
      clinicId,
      patientId: await patient(ctx, clinicId),
      bytes: tinyPdf,
      contentType: 'application/pdf',
    })
  ).id;

const cases: RouteCase[] = [
  {
    name: 'GET /patients/:id/notes',
    method: 'GET',
    path: '/patients/:id/notes',
    success: 200,
    target: patient,
    badInput: { path: '/patients/42/notes', field: 'patientId' },
  },
  {
    name: 'POST /patients/:id/notes',
    method: 'POST',
    path: '/patients/:id/notes',
    success: 201,
    target: patient,
    body: { template: 'initial_assessment' },
    badInput: { body: { template: 'soap' }, field: 'template' },
  },
  {
    name: 'GET /notes/:id',
    method: 'GET',
    path: '/notes/:id',
    success: 200,
    target: note('draft'),
    badInput: { path: '/notes/42', field: 'id' },
  },
  {
    name: 'PUT /notes/:id',
    method: 'PUT',
    path: '/notes/:id',
    success: 200,
    target: note('draft'),
    body: sections,
    badInput: { body: { ...sections, plan: undefined }, field: 'plan' },
  },
  {
    name: 'POST /notes/:id/sign',
    method: 'POST',
    path: '/notes/:id/sign',
    success: 200,
    target: note('draft'),
    badInput: { path: '/notes/42/sign', field: 'id' },
  },
  {
    name: 'POST /notes/:id/addenda',
    method: 'POST',
    path: '/notes/:id/addenda',
    success: 201,
    target: note('signed'),
    body: { body: 'Correction.' },
    badInput: { body: { body: '' }, field: 'body' },
  },
  {
    name: 'POST /patients/:id/attachments',
    method: 'POST',
    path: '/patients/:id/attachments',
    success: 201,
    target: patient,
    body: 'pdf upload',
    badInput: { path: '/patients/42/attachments', field: 'patientId' },
  },
  {
    name: 'GET /patients/:id/attachments',
    method: 'GET',
    path: '/patients/:id/attachments',
    success: 200,
    target: patient,
    badInput: { path: '/patients/42/attachments', field: 'patientId' },
  },
  {
    name: 'GET /attachments/:id/download',
    method: 'GET',
    path: '/attachments/:id/download',
    success: 200,
    target: attachment,
    badInput: { path: '/attachments/42/download', field: 'id' },
  },
  {
    name: 'DELETE /attachments/:id',
    method: 'DELETE',
    path: '/attachments/:id',
    success: 204,
    target: attachment,
    badInput: { path: '/attachments/42', field: 'id' },
  },
];

describe('visit notes and attachments routes: role matrix', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = async (routeCase: RouteCase, path: string, cookie?: string, body?: Body) => {
    const payload =
      body === 'pdf upload'
        ? await multipartBody([{ field: 'file', file: tinyPdf, filename: 'scan.pdf' }])
        : body && { payload: body, headers: {} };
    return ctx.app.inject({
      method: routeCase.method,
      url: `/api/v1${path}`,
      payload: payload?.payload,
      headers: { ...payload?.headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const pathFor = (routeCase: RouteCase, id: string) => routeCase.path.replace(':id', id);
  /** A member of a new clinic and the route's record there, the member its author. */
  const memberWithTarget = async (routeCase: RouteCase, role: ClinicRole) => {
    const member = await signedInMember(ctx, role);
    return { ...member, id: await routeCase.target(ctx, member.clinicId, member.user.id) };
  };

  it('documents every route in OpenAPI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = response.json().paths as Record<string, object>;
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = cases.map((c) => {
      const param = c.path.startsWith('/patients') ? '{patientId}' : '{id}';
      return `${c.method} /api/v1${c.path.replace(':id', param)}`;
    });
    expect(documented).toEqual(expect.arrayContaining(expected));
  });

  describe.each(cases)('$name', (routeCase) => {
    it('answers 401 without a session', async () => {
      const { id } = await memberWithTarget(routeCase, 'owner');
      const response = await send(routeCase, pathFor(routeCase, id), undefined, routeCase.body);
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to an account that belongs to no clinic', async () => {
      const { id } = await memberWithTarget(routeCase, 'owner');
      const loner = await createUser(ctx.database.db);
      const cookie = await sessionCookieFor(ctx, loner.id, null);
      const response = await send(routeCase, pathFor(routeCase, id), cookie, routeCase.body);
      expect(response.statusCode).toBe(403);
    });

    it.each(clinicRoles)('as %s', async (role) => {
      const { id, cookie } = await memberWithTarget(routeCase, role);
      const response = await send(routeCase, pathFor(routeCase, id), cookie, routeCase.body);
      const expected = role === 'assistant' ? 403 : routeCase.success;
      expect(response.statusCode, response.body).toBe(expected);
    });

    it(`answers 400 with fields.${routeCase.badInput.field} for bad input`, async () => {
      const { id, cookie } = await memberWithTarget(routeCase, 'owner');
      const response = await send(
        routeCase,
        routeCase.badInput.path ?? pathFor(routeCase, id),
        cookie,
        routeCase.badInput.body ?? routeCase.body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(routeCase.badInput.field);
    });

    it("answers 404 for another clinic's record", async () => {
      const { cookie } = await signedInMember(ctx, 'owner');
      const elsewhere = await createClinic(ctx.database.db);
      const stranger = await createUser(ctx.database.db, {
        clinicId: elsewhere.id,
        role: 'owner',
      });
      const foreign = await routeCase.target(ctx, elsewhere.id, stranger.id);
      const response = await send(routeCase, pathFor(routeCase, foreign), cookie, routeCase.body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
