import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailOnlySchema, messageSchema, resetPasswordSchema } from '../../../domain/auth.js';
import { originOf } from '../../plugins/sessions.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';

export const passwordResetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link, valid for one hour',
        body: emailOnlySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, originOf(request));
      return {
        msg: 'If an account uses that address, we have emailed a link to reset the password.',
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset link; every session of the account ends',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, originOf(request));
      return { msg: 'Your password has been changed. You can now log in.' };
    },
  );
};
