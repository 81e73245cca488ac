import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import { currentUserSchema, loginSchema } from '../../../domain/auth.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../http-errors.js';
import type { SessionCookies } from '../../plugins/sessions.js';
import { signIn } from './service.js';
import { endSession } from './sessions.js';

interface AuthRouteDeps {
  db: Db;
  config: Config;
  cookies: SessionCookies;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (
  app,
  { db, config, cookies },
) => {
  const lifetimes = {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
  };

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: z.object({ msg: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { token } = await signIn(db, lifetimes, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      cookies.setSessionCookie(reply, token);
      return { msg: 'Login successful' };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'End the current session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.auth) await endSession(db, request.auth.sessionId);
      cookies.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/current-user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their active clinic',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return { user: request.auth.user, membership: request.auth.membership };
    },
  );
};
