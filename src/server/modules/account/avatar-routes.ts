import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, avatarResponseSchema } from '../../../domain/account.js';
import { apiErrorSchema } from '../../../domain/api-error.js';
import { HttpError } from '../../http-errors.js';
import { originOf, requireAuth, TWO_FACTOR_SETUP_REQUIRED } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses, type RouteDeps } from '../auth/routes.js';
import { readAvatar, removeAvatar, saveAvatar } from './avatar-service.js';

const NO_FILE = () =>
  new HttpError(400, 'FILE_REQUIRED', 'Choose an image to upload.', {
    file: 'Choose an image to upload.',
  });

const TOO_LARGE = () => new HttpError(413, 'FILE_TOO_LARGE', 'The image is larger than 2 MB.');

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The bytes of the one file in field `file`; the size limit is enforced while reading. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw NO_FILE();
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw NO_FILE();
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw TOO_LARGE();
    throw error;
  }
}

/** The user's picture: upload (multipart, checked by content), removal, and serving it. */
export const avatarRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });

  app.post(
    '/account/avatar',
    {
      config: { allowPendingTwoFactor: true },
      schema: {
        tags: ['account'],
        summary: 'Upload your picture (multipart field `file`: JPEG, PNG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponseSchema, 413: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const bytes = await uploadedFile(request);
      const avatarUrl = await saveAvatar(ctx, requireAuth(request), bytes, originOf(request));
      return { avatarUrl };
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
        response: { 200: z.unknown().describe('The image bytes'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.twoFactorSetupRequired && request.params.id !== auth.user.id) {
        throw TWO_FACTOR_SETUP_REQUIRED();
      }
      const file = await readAvatar(ctx, auth.user.id, request.params.id);
      // The URL carries the file id (?v=), so a new picture gets a new URL: caching is safe.
      return reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="avatar.${extensions[file.contentType] ?? 'bin'}"`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=86400')
        .send(file.data);
    },
  );
};
