import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionsResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  profileResponseSchema,
  switchClinicSchema,
  updateProfileSchema,
} from '../../../domain/account.js';
import { messageSchema } from '../../../domain/auth.js';
import { originOf, requireAuth } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { changePassword, requestEmailChange, switchClinic, updateProfile } from './service.js';
import { endOwnSession, listSessions } from './sessions-service.js';

/**
 * The signed-in user's own account. Reachable while the clinic's two-factor requirement is
 * pending, so a member can still manage their account (and set two-factor up).
 */
const accountRoute = { allowPendingTwoFactor: true } as const;

export const accountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, cookies }) => {
  app.patch(
    '/account/profile',
    {
      config: accountRoute,
      schema: {
        tags: ['account'],
        summary: 'Change your name, last name and location',
        body: updateProfileSchema,
        response: { 200: profileResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      user: await updateProfile(ctx, requireAuth(request), request.body, originOf(request)),
    }),
  );

  app.post(
    '/account/change-password',
    {
      config: accountRoute,
      schema: {
        tags: ['account'],
        summary: 'Change your password; your other sessions end',
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await changePassword(ctx, requireAuth(request), request.body, originOf(request));
      return { msg: 'Your password has been changed. Other devices have been signed out.' };
    },
  );

  app.post(
    '/account/change-email',
    {
      config: accountRoute,
      schema: {
        tags: ['account'],
        summary: 'Ask to change your email; a link to the new address confirms it',
        body: changeEmailSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requestEmailChange(ctx, requireAuth(request), request.body, originOf(request));
      return {
        msg: `We sent a confirmation link to ${request.body.newEmail}. Your address changes once you open it.`,
      };
    },
  );

  app.get(
    '/account/sessions',
    {
      config: accountRoute,
      schema: {
        tags: ['account'],
        summary: 'Your active sessions, most recently used first',
        response: {
          200: accountSessionsResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => ({ sessions: await listSessions(ctx, requireAuth(request)) }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: accountRoute,
      schema: {
        tags: ['account'],
        summary: 'End one of your sessions (signs that device out)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { current } = await endOwnSession(
        ctx,
        requireAuth(request),
        request.params.id,
        originOf(request),
      );
      if (current) cookies.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/active-clinic',
    {
      config: accountRoute,
      schema: {
        tags: ['account'],
        summary: 'Switch the clinic you are working in',
        body: switchClinicSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const clinicName = await switchClinic(
        ctx,
        requireAuth(request),
        request.body.clinicId,
        originOf(request),
      );
      return { msg: `You are now working in ${clinicName}.` };
    },
  );
};
