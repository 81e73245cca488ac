import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, twoFactorLoginSchema } from '../../../domain/auth.js';
import { originOf } from '../../plugins/sessions.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { endSession } from './sessions.js';
import { completeTwoFactorSignIn } from './two-factor-login.js';

export const twoFactorLoginRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, cookies },
) => {
  app.post(
    '/auth/login/two-factor',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with an authenticator code or a recovery code',
        body: twoFactorLoginSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = await completeTwoFactorSignIn(ctx, request.body, originOf(request));
      // Rotation, as at POST /auth/login: a session the browser already had ends.
      if (request.auth) await endSession(ctx.db, request.auth.sessionId);
      cookies.setSessionCookie(reply, token);
      return { msg: 'Login successful', twoFactorRequired: false };
    },
  );
};
