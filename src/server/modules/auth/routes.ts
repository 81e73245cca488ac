import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import { currentUserSchema, loginResponseSchema, loginSchema } from '../../../domain/auth.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { originOf, requireAuth } from '../../plugins/sessions.js';
import { signIn, signOut } from './service.js';
import { endSession } from './sessions.js';

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, cookies }) => {
  app.post(
    '/auth/login',
    {
      // A new session changes no other; the one it replaces is the caller's own.
      config: { public: true, keepsSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await signIn(ctx, request.body, originOf(request));
      if (result.kind === 'two-factor') {
        return {
          msg: 'Enter the code from your authenticator app.',
          twoFactorRequired: true,
          challengeToken: result.challengeToken,
        };
      }
      // Rotation: a session the browser already had ends; the new token replaces it.
      if (request.auth) await endSession(ctx.db, request.auth.sessionId);
      cookies.setSessionCookie(reply, result.token);
      return { msg: 'Login successful', twoFactorRequired: false };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        // A sign-out sent from another site is refused (plugins/security.ts).
        response: { 204: z.null(), 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await signOut(ctx, request.auth, originOf(request));
      cookies.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/current-user',
    {
      config: { allowPendingTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, their active clinic and the clinics they can switch to',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return request.currentUser!();
    },
  );
};
