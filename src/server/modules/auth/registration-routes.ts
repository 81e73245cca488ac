import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkEmailResponseSchema,
  emailOnlySchema,
  registerResponseSchema,
  registerSchema,
} from '../../../domain/auth.js';
import { originOf } from '../../plugins/sessions.js';
import { emailExists, register } from './registration.js';
import { errorResponses, type RouteDeps } from './routes.js';

export const registrationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and the clinic it owns; join Early Access or its waitlist',
        body: registerSchema,
        response: { 201: registerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { earlyAccess } = await register(ctx, request.body, originOf(request));
      return reply.status(201).send({ msg: 'Registration successful', earlyAccess });
    },
  );

  app.post(
    '/auth/check-email',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether an account uses this email (checkout asks before taking a payment)',
        body: emailOnlySchema,
        response: { 200: checkEmailResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      exists: await emailExists(ctx, request.body.email, originOf(request)),
    }),
  );
};
