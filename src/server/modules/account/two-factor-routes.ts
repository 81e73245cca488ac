import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enableTwoFactorSchema,
  passwordConfirmationSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
} from '../../../domain/account.js';
import { messageSchema } from '../../../domain/auth.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { originOf, requireAuth } from '../../plugins/sessions.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor-service.js';

// Reachable while a clinic requires two-factor and the user has not set it up: that is the way out.
const config = { allowPendingTwoFactor: true };

export const accountTwoFactorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post(
    '/account/two-factor/setup',
    {
      config,
      schema: {
        tags: ['account'],
        summary: 'Start setting up two-factor sign-in: a new secret and its QR code',
        response: { 200: twoFactorSetupSchema, ...errorResponses },
      },
    },
    async (request) => startTwoFactorSetup(ctx, requireAuth(request)),
  );

  app.post(
    '/account/two-factor/enable',
    {
      config,
      schema: {
        tags: ['account'],
        summary:
          'Turn two-factor sign-in on with the current password and a code from the app; answers the recovery codes',
        body: enableTwoFactorSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses },
      },
    },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(
        ctx,
        requireAuth(request),
        request.body,
        originOf(request),
      ),
    }),
  );

  app.post(
    '/account/two-factor/disable',
    {
      config,
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in off (not while a clinic requires it)',
        body: passwordConfirmationSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await disableTwoFactor(
        ctx,
        requireAuth(request),
        request.body.currentPassword,
        originOf(request),
      );
      return { msg: 'Two-factor sign-in is now off.' };
    },
  );

  app.post(
    '/account/two-factor/recovery-codes',
    {
      config,
      schema: {
        tags: ['account'],
        summary: 'Replace the recovery codes with a new set',
        body: passwordConfirmationSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses },
      },
    },
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes(
        ctx,
        requireAuth(request),
        request.body.currentPassword,
        originOf(request),
      ),
    }),
  );
};
