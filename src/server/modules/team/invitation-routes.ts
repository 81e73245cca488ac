import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  invitationPreviewResponseSchema,
  messageSchema,
  tokenQuerySchema,
} from '../../../domain/auth.js';
import {
  createInvitationSchema,
  teamInvitationListResponseSchema,
  teamInvitationResponseSchema,
} from '../../../domain/team.js';
import { originOf, requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { startSession } from '../auth/service.js';
import { endSession } from '../auth/sessions.js';
import { acceptInvitation, previewInvitation } from './accept-invitation.js';
import { actorOf } from '../../http/clinic-actor.js';
import {
  cancelInvitation,
  createInvitation,
  listInvitations,
  resendInvitation,
} from './invitations-service.js';

/** Invitations: the team side (send, resend, cancel) and the invitee's side (preview, accept). */
export const invitationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, cookies }) => {
  app.get(
    '/team/invitations',
    {
      // Invitees' addresses are for the people who manage the team.
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: 'Open invitations of the active clinic (pending or expired)',
        response: {
          200: teamInvitationListResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      invitations: await listInvitations(ctx, requireClinic(request).clinicId),
    }),
  );

  app.post(
    '/team/invitations',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: 'Invite someone by email',
        body: createInvitationSchema,
        response: { 201: teamInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invitation = await createInvitation(ctx, actorOf(request), request.body);
      return reply.status(201).send({ invitation });
    },
  );

  app.post(
    '/team/invitations/:id/resend',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: 'Send an invitation again with a new link and expiry',
        params: idParams,
        response: { 200: teamInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      invitation: await resendInvitation(ctx, actorOf(request), request.params.id),
    }),
  );

  app.delete(
    '/team/invitations/:id',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags: ['team'],
        summary: 'Cancel an invitation; its link stops working',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await cancelInvitation(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/invitation',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'What an invitation link offers, before accepting it',
        querystring: tokenQuerySchema,
        response: { 200: invitationPreviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ invitation: await previewInvitation(ctx, request.query.token) }),
  );

  app.post(
    '/auth/accept-invitation',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: join as the signed-in user, or create an account',
        body: acceptInvitationSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const origin = originOf(request);
      const result = await acceptInvitation(ctx, request.body, request.auth, origin);
      if (result.kind === 'new-account') {
        const token = await startSession(ctx, result.user, origin, 'invitation');
        // Rotation: whoever was signed in on this browser before is signed out.
        if (request.auth) await endSession(ctx.db, request.auth.sessionId);
        cookies.setSessionCookie(reply, token);
      }
      return { msg: `Welcome to ${result.clinicName}.` };
    },
  );
};
