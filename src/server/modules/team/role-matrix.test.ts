import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRoles, type ClinicRole } from '../../../domain/roles.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { addInvitation, addMember } from '../../test/team-fixtures.js';

/**
 * The role matrix of every team route. Each case states by hand which
 * roles may call it (permissions.ts: reads team.read, writes team.manage, security
 * clinic.security), so a route declaring the wrong permission fails here.
 */
interface RouteCase {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  /** The path under /api/v1; `:id` is replaced by the record `target` creates. */
  path: string;
  allowed: readonly ClinicRole[];
  success: number;
  target?: (ctx: TestContext, clinicId: string) => Promise<string>;
  payload?: Record<string, unknown>;
  /** Routes that take input: a bad value and the field it is reported on. */
  badInput?: { path?: string; payload?: Record<string, unknown>; field: string };
}

const everyone = clinicRoles;
const managers = ['owner', 'admin'] as const;
const ownersOnly = ['owner'] as const;

const therapist = async (ctx: TestContext, clinicId: string) =>
  (await addMember(ctx.database.db, clinicId, 'therapist')).membershipId;
const deactivatedTherapist = async (ctx: TestContext, clinicId: string) =>
  (await addMember(ctx.database.db, clinicId, 'therapist', { deactivated: true })).membershipId;
const invitation = async (ctx: TestContext, clinicId: string) =>
  (await addInvitation(ctx, clinicId)).id;

const cases: RouteCase[] = [
  {
    name: 'GET /team/members',
    method: 'GET',
    path: '/team/members',
    allowed: everyone,
    success: 200,
  },
  {
    name: 'GET /team/members/:id',
    method: 'GET',
    path: '/team/members/:id',
    allowed: everyone,
    success: 200,
    target: therapist,
    badInput: { path: '/team/members/not-a-uuid', field: 'id' },
  },
  {
    name: 'PATCH /team/members/:id',
    method: 'PATCH',
    path: '/team/members/:id',
    allowed: managers,
    success: 200,
    target: therapist,
    payload: { title: 'Senior physiotherapist', calendarColor: '#1c7ed6' },
    badInput: { payload: { calendarColor: 'blue' }, field: 'calendarColor' },
  },
  {
    name: 'POST /team/members/:id/deactivate',
    method: 'POST',
    path: '/team/members/:id/deactivate',
    allowed: managers,
    success: 200,
    target: therapist,
    badInput: { path: '/team/members/42/deactivate', field: 'id' },
  },
  {
    name: 'POST /team/members/:id/reactivate',
    method: 'POST',
    path: '/team/members/:id/reactivate',
    allowed: managers,
    success: 200,
    target: deactivatedTherapist,
    badInput: { path: '/team/members/42/reactivate', field: 'id' },
  },
  {
    name: 'DELETE /team/members/:id',
    method: 'DELETE',
    path: '/team/members/:id',
    allowed: managers,
    success: 204,
    target: therapist,
    badInput: { path: '/team/members/42', field: 'id' },
  },
  {
    name: 'GET /team/invitations',
    method: 'GET',
    path: '/team/invitations',
    allowed: managers,
    success: 200,
  },
  {
    name: 'POST /team/invitations',
    method: 'POST',
    path: '/team/invitations',
    allowed: managers,
    success: 201,
    payload: { email: 'new.colleague@example.com', role: 'therapist' },
    badInput: { payload: { email: 'not-an-address', role: 'therapist' }, field: 'email' },
  },
  {
    name: 'POST /team/invitations/:id/resend',
    method: 'POST',
    path: '/team/invitations/:id/resend',
    allowed: managers,
    success: 200,
    target: invitation,
    badInput: { path: '/team/invitations/42/resend', field: 'id' },
  },
  {
    name: 'DELETE /team/invitations/:id',
    method: 'DELETE',
    path: '/team/invitations/:id',
    allowed: managers,
    success: 204,
    target: invitation,
    badInput: { path: '/team/invitations/42', field: 'id' },
  },
  {
    name: 'GET /clinic/security',
    method: 'GET',
    path: '/clinic/security',
    allowed: everyone,
    success: 200,
  },
  {
    name: 'PATCH /clinic/security',
    method: 'PATCH',
    path: '/clinic/security',
    allowed: ownersOnly,
    success: 200,
    payload: { requireTwoFactor: false },
    badInput: { payload: { requireTwoFactor: 'yes' }, field: 'requireTwoFactor' },
  },
];

describe('team routes: role matrix', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (routeCase: RouteCase, path: string, cookie?: string, payload = routeCase.payload) =>
    ctx.app.inject({
      method: routeCase.method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const pathFor = (routeCase: RouteCase, id?: string) =>
    id ? routeCase.path.replace(':id', id) : routeCase.path;

  describe.each(cases)('$name', (routeCase) => {
    it('answers 401 without a session', async () => {
      const { clinicId } = await signedInMember(ctx, 'owner');
      const id = await routeCase.target?.(ctx, clinicId);
      const response = await send(routeCase, pathFor(routeCase, id));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it.each(clinicRoles)('as %s', async (role) => {
      const { clinicId, cookie } = await signedInMember(ctx, role);
      const id = await routeCase.target?.(ctx, clinicId);
      const response = await send(routeCase, pathFor(routeCase, id), cookie);
      if (routeCase.allowed.includes(role)) {
        expect(response.statusCode).toBe(routeCase.success);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    if (routeCase.badInput) {
      const badInput = routeCase.badInput;
      it(`answers 400 with fields.${badInput.field} for bad input`, async () => {
        const { clinicId, cookie } = await signedInMember(ctx, 'owner');
        const id = await routeCase.target?.(ctx, clinicId);
        const path = badInput.path ?? pathFor(routeCase, id);
        const response = await send(routeCase, path, cookie, badInput.payload ?? routeCase.payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty(badInput.field);
      });
    }

    if (routeCase.target) {
      it("answers 404 for another clinic's record", async () => {
        const { cookie } = await signedInMember(ctx, 'owner');
        const otherClinic = await createClinic(ctx.database.db, 'Another Clinic');
        const foreignId = await routeCase.target!(ctx, otherClinic.id);
        const response = await send(routeCase, pathFor(routeCase, foreignId), cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      });
    }
  });
});
