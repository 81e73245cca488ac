import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailOnlySchema, messageSchema, tokenQuerySchema } from '../../../domain/auth.js';
import { originOf } from '../../plugins/sessions.js';
import {
  confirmEmailToken,
  resendVerification,
  type EmailConfirmation,
} from './email-verification.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';

const confirmationMessages: Record<EmailConfirmation, string> = {
  email_verified: 'Your email has been verified. You can now log in.',
  email_changed: 'Your new email address is confirmed. Use it the next time you log in.',
};

export const emailVerificationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/auth/verify-email',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Open a verification link: confirms a new account or a changed email address',
        querystring: tokenQuerySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await confirmEmailToken(ctx, request.query.token, originOf(request));
      return { msg: confirmationMessages[outcome] };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link to an account still waiting for verification',
        body: emailOnlySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await resendVerification(ctx, request.body.email, originOf(request));
      return {
        msg: 'If that address has an account waiting for verification, a new link is on its way.',
      };
    },
  );
};
