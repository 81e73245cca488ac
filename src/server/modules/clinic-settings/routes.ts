import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import {
  clinicSettingsSchema,
  createRoomSchema,
  LOGO_MAX_BYTES,
  logoResponseSchema,
  roomSchema,
  updateClinicSettingsSchema,
  updateRoomSchema,
} from '../../../domain/clinic-settings.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { acceptImageUploads, sendImage, uploadedImage } from '../../uploads/images.js';
import { errorResponses, type RouteDeps } from '../auth/routes.js';
import { actorOf } from '../team/actor.js';
import { readLogo, removeLogo, saveLogo } from './logo-service.js';
import { createRoom, updateRoom } from './rooms-service.js';
import { clinicSettingsOf, updateClinicSettings } from './settings-service.js';

const settingsResponse = z.object({ settings: clinicSettingsSchema });
const roomResponse = z.object({ room: roomSchema });

/** Clinic settings (settings: clinic-settings): details, hours, reminders, rooms and logo. */
export const clinicSettingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  await acceptImageUploads(app, LOGO_MAX_BYTES);

  app.get(
    '/clinic/settings',
    {
      config: { permission: 'clinic.read' },
      schema: {
        tags: ['clinic'],
        summary: "The active clinic's settings, rooms included",
        response: { 200: settingsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      settings: await clinicSettingsOf(ctx.db, requireClinic(request).clinicId),
    }),
  );

  app.put(
    '/clinic/settings',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['clinic'],
        summary: "Change the clinic's details, time zone, opening hours and reminders",
        body: updateClinicSettingsSchema,
        response: { 200: settingsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      settings: await updateClinicSettings(ctx, actorOf(request), request.body),
    }),
  );

  app.post(
    '/clinic/rooms',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['clinic'],
        summary: 'Add a treatment room',
        body: createRoomSchema,
        response: { 201: roomResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ room: await createRoom(ctx, actorOf(request), request.body) }),
  );

  app.patch(
    '/clinic/rooms/:id',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['clinic'],
        summary: 'Rename a room, or take it out of (or back into) use',
        params: idParams,
        body: updateRoomSchema,
        response: { 200: roomResponse, ...errorResponses },
      },
    },
    async (request) => ({
      room: await updateRoom(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/clinic/logo',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['clinic'],
        summary:
          "Upload the clinic's logo (multipart field `file`: JPEG, PNG or WebP, at most 2 MB)",
        consumes: ['multipart/form-data'],
        response: { 200: logoResponseSchema, 413: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const image = await uploadedImage(request, LOGO_MAX_BYTES);
      return { logoUrl: await saveLogo(ctx, actorOf(request), image) };
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
        response: { 200: z.unknown().describe('The image bytes'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await readLogo(ctx.db, requireClinic(request).clinicId, request.params.fileId);
      return sendImage(reply, file, 'logo');
    },
  );
};
