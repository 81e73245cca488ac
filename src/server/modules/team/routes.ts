import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicSecurityResponseSchema,
  clinicSecuritySchema,
  teamMemberListResponseSchema,
  teamMemberResponseSchema,
  updateMemberSchema,
} from '../../../domain/team.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { clinicSecurityOf, updateClinicSecurity } from './clinic-security.js';
import { findMember, listMembers } from './member-view.js';
import { deactivateMember, reactivateMember, removeMember, updateMember } from './service.js';

/** The clinic team (settings: team-management) and the clinic's security settings. */
export const teamRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/team/members',
    {
      config: { permission: 'team.read' },
      schema: {
        tags: ['team'],
        summary: 'The members of the active clinic, active ones first',
        response: { 200: teamMemberListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ members: await listMembers(ctx.db, requireClinic(request).clinicId) }),
  );

  app.get(
    '/team/members/:id',
    {
      config: { permission: 'team.read' },
      schema: {
        tags: ['team'],
        summary: 'One member of the active clinic (the edit screen)',
        params: idParams,
        response: { 200: teamMemberResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      member: await findMember(ctx.db, requireClinic(request).clinicId, request.params.id),
    }),
  );

  app.patch(
    '/team/members/:id',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: "Change a member's role, title or calendar colour",
        params: idParams,
        body: updateMemberSchema,
        response: { 200: teamMemberResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      member: await updateMember(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/team/members/:id/deactivate',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: 'Deactivate a member; their sessions in this clinic end at once',
        params: idParams,
        response: { 200: teamMemberResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      member: await deactivateMember(ctx, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/team/members/:id/reactivate',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: "Reactivate a member (within the plan's user limit)",
        params: idParams,
        response: { 200: teamMemberResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      member: await reactivateMember(ctx, actorOf(request), request.params.id),
    }),
  );

  app.delete(
    '/team/members/:id',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: 'Remove a member from the clinic; their sessions in this clinic end at once',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeMember(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/clinic/security',
    {
      config: { permission: 'team.read' },
      schema: {
        tags: ['clinic'],
        summary: "The clinic's security settings",
        response: { 200: clinicSecurityResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      security: await clinicSecurityOf(ctx, requireClinic(request).clinicId),
    }),
  );

  app.patch(
    '/clinic/security',
    {
      config: { permission: 'clinic.security' },
      schema: {
        tags: ['clinic'],
        summary: 'Require two-factor sign-in for every member (owner only)',
        body: clinicSecuritySchema,
        response: { 200: clinicSecurityResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      security: await updateClinicSecurity(ctx, actorOf(request), request.body),
    }),
  );
};
