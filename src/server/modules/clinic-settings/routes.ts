import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicSettingsResponseSchema,
  createRoomSchema,
  roomResponseSchema,
  updateClinicSettingsSchema,
  updateRoomSchema,
} from '../../../domain/clinic-settings.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { setupChecklistResponseSchema } from '../../../domain/setup-checklist.js';
import { createRoom, updateRoom } from './rooms-service.js';
import { dismissSetupChecklist, setupChecklistOf } from './setup-checklist.js';
import { clinicSettingsOf, updateClinicSettings } from './settings-service.js';

/** Clinic settings (settings: clinic-settings): details, hours, scheduling, reminders and rooms. */
export const clinicSettingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/clinic/settings',
    {
      config: { permission: 'clinic.read' },
      schema: {
        tags: ['clinic'],
        summary: "The active clinic's settings, rooms included",
        response: { 200: clinicSettingsResponseSchema, ...errorResponses },
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
        summary: "Change the clinic's details, time zone, opening hours, scheduling and reminders",
        body: updateClinicSettingsSchema,
        response: { 200: clinicSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      settings: await updateClinicSettings(ctx, actorOf(request), request.body),
    }),
  );

  app.get(
    '/clinic/setup-checklist',
    {
      config: { permission: 'clinic.setup' },
      schema: {
        tags: ['clinic'],
        summary: "The owner's first-run checklist: which setup steps the clinic has done",
        response: { 200: setupChecklistResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      checklist: await setupChecklistOf(ctx.db, requireClinic(request).clinicId),
    }),
  );

  app.post(
    '/clinic/setup-checklist/dismiss',
    {
      config: { permission: 'clinic.setup' },
      schema: {
        tags: ['clinic'],
        summary: 'Hide the setup checklist for good',
        response: { 200: setupChecklistResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ checklist: await dismissSetupChecklist(ctx, actorOf(request)) }),
  );

  app.post(
    '/clinic/rooms',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['clinic'],
        summary: "Add a treatment room to a location (the clinic's first active one unless named)",
        body: createRoomSchema,
        response: { 201: roomResponseSchema, ...errorResponses },
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
        summary:
          'Rename a room, take it out of (or back into) use, or move it to another location; 409 while booked ahead',
        params: idParams,
        body: updateRoomSchema,
        response: { 200: roomResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      room: await updateRoom(ctx, actorOf(request), request.params.id, request.body),
    }),
  );
};
