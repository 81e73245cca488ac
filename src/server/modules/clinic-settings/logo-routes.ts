import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarContentTypes } from '../../../domain/account.js';
import { apiErrorSchema } from '../../../domain/api-error.js';
import { LOGO_MAX_BYTES, logoResponseSchema } from '../../../domain/clinic-settings.js';
import { requireClinic } from '../../plugins/sessions.js';
import { acceptImageUploads, sendImage, uploadedImage } from '../../uploads/images.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { inClinicSlot } from '../../clinic/fair-share.js';
import { readLogo, removeLogo, saveLogo } from './logo-service.js';

/** The clinic's logo: upload (multipart, checked by content), removal, and serving it to members. */
export const clinicLogoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  await acceptImageUploads(app, LOGO_MAX_BYTES);

  app.put(
    '/clinic/logo',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['clinic'],
        summary:
          "Upload the clinic's logo (multipart field `file`: JPEG, PNG or WebP, at most 2 MB)",
        consumes: ['multipart/form-data'],
        response: {
          200: logoResponseSchema,
          413: apiErrorSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return inClinicSlot(ctx, 'upload', actor.clinicId, async () => {
        const image = await uploadedImage(request, LOGO_MAX_BYTES);
        return { logoUrl: await saveLogo(ctx, actor, image) };
      });
    },
  );

  app.delete(
    '/clinic/logo',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['clinic'],
        summary: "Remove the clinic's logo",
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeLogo(ctx, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/clinic/logo/:fileId',
    {
      config: { permission: 'clinic.read' },
      schema: {
        tags: ['clinic'],
        summary: "The clinic's logo, for its members",
        params: z.object({ fileId: z.uuid('Not a valid id.') }),
        response: {
          200: downloadResponse('The image', avatarContentTypes),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await readLogo(ctx.db, requireClinic(request).clinicId, request.params.fileId);
      return sendImage(reply, file, 'logo');
    },
  );
};
