import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  avatarContentTypes,
  avatarResponseSchema,
} from '../../../domain/account.js';
import { apiErrorSchema } from '../../../domain/api-error.js';
import { originOf, requireAuth, TWO_FACTOR_SETUP_REQUIRED } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { acceptImageUploads, sendImage, uploadedImage } from '../../uploads/images.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { inClinicSlot } from '../../clinic/fair-share.js';
import { readAvatar, removeAvatar, saveAvatar } from './avatar-service.js';

/** The user's picture: upload (multipart, checked by content), removal, and serving it. */
export const avatarRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  await acceptImageUploads(app, AVATAR_MAX_BYTES);

  app.post(
    '/account/avatar',
    {
      config: { allowPendingTwoFactor: true },
      schema: {
        tags: ['account'],
        summary: 'Upload your picture (multipart field `file`: JPEG, PNG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: avatarResponseSchema,
          413: apiErrorSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // A picture is the user's own, but it is uploaded while working in a clinic: it shares
      // that clinic's upload slots.
      const clinicKey = auth.membership?.clinicId ?? auth.user.id;
      return inClinicSlot(ctx, 'upload', clinicKey, async () => {
        const image = await uploadedImage(request, AVATAR_MAX_BYTES);
        return { avatarUrl: await saveAvatar(ctx, auth, image, originOf(request)) };
      });
    },
  );

  app.delete(
    '/account/avatar',
    {
      config: { allowPendingTwoFactor: true },
      schema: {
        tags: ['account'],
        summary: 'Remove your picture',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeAvatar(ctx, requireAuth(request), originOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/:id/avatar',
    {
      // Your own picture shows in the top bar while two-factor setup is pending.
      config: { allowPendingTwoFactor: true },
      schema: {
        tags: ['account'],
        summary: "A user's picture, for themself and the members of their clinics",
        params: idParams,
        response: {
          200: downloadResponse('The image', avatarContentTypes),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.twoFactorSetupRequired && request.params.id !== auth.user.id) {
        throw TWO_FACTOR_SETUP_REQUIRED();
      }
      const file = await readAvatar(ctx, auth.user.id, request.params.id);
      return sendImage(reply, file, 'avatar');
    },
  );
};
