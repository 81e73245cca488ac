import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import {
  checkEmailResponseSchema,
  emailOnlySchema,
  registerResponseSchema,
} from '../../../domain/auth.js';
import { registerRequestSchema } from '../../../domain/billing.js';
import { originOf } from '../../plugins/sessions.js';
import { emailExists, register } from './registration.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';

export const registrationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account and the clinic it owns: on Early Access (or its waitlist), or with a transaction id on the plan paid for',
        body: registerRequestSchema,
        response: {
          201: registerResponseSchema,
          ...errorResponses,
          502: apiErrorSchema,
        },
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
