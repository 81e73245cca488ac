import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_RULE,
  attachmentContentTypes,
  attachmentListResponseSchema,
  attachmentResponseSchema,
  updateAttachmentSchema,
} from '../../../domain/attachments.js';
import { idParams, patientParams } from '../../route-params.js';
import { acceptUploads, uploadedFile } from '../../uploads/files.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { inClinicSlot } from '../../clinic/fair-share.js';
import { sendAsDownload } from './download.js';
import {
  attachmentTypeOf,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  updateAttachment,
  uploadAttachment,
} from './service.js';

/** A patient's documents and images: assistants have no access. */
export const attachmentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  await acceptUploads(app, ATTACHMENT_MAX_BYTES);

  app.post(
    '/patients/:patientId/attachments',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['attachments'],
        summary: `Upload a file for a patient (multipart field \`file\`: ${ATTACHMENT_RULE} The type is checked by content; the plan's storage limit applies; at most 2 uploads per clinic at a time, else 429 with Retry-After)`,
        consumes: ['multipart/form-data'],
        params: patientParams,
        response: {
          201: attachmentResponseSchema,
          402: apiErrorSchema,
          413: apiErrorSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const attachment = await inClinicSlot(ctx, 'upload', actor.clinicId, async () => {
        const { bytes, fileName, type } = await uploadedFile(
          request,
          {
            required: 'Choose a file to upload.',
            tooLarge: `The file is larger than ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`,
          },
          attachmentTypeOf,
        );
        return uploadAttachment(ctx, actor, request.params.patientId, {
          bytes,
          fileName,
          contentType: type,
        });
      });
      return reply.status(201).send({ attachment });
    },
  );

  app.get(
    '/patients/:patientId/attachments',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags: ['attachments'],
        summary: "A patient's attachments, newest first",
        params: patientParams,
        response: { 200: attachmentListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      attachments: await listAttachments(ctx, actorOf(request), request.params.patientId),
    }),
  );

  app.get(
    '/attachments/:id/download',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags: ['attachments'],
        summary: 'The file, as a download that is never shown inline or sniffed',
        params: idParams,
        response: {
          200: downloadResponse('The file', attachmentContentTypes),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      sendAsDownload(reply, await downloadAttachment(ctx, actorOf(request), request.params.id)),
  );

  app.patch(
    '/attachments/:id',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['attachments'],
        summary: 'Share the file with its patient on the portal, or stop sharing it',
        params: idParams,
        body: updateAttachmentSchema,
        response: { 200: attachmentResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      attachment: await updateAttachment(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/attachments/:id',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['attachments'],
        summary: 'Delete an attachment and its stored file',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAttachment(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
