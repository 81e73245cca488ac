import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLocationSchema,
  locationListResponseSchema,
  locationResponseSchema,
  updateLocationSchema,
} from '../../../domain/locations.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { createLocation, deleteLocation, listLocations, updateLocation } from './service.js';

/** The places a clinic works at, each with its address, phone, opening hours and rooms. */
export const locationsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/locations',
    {
      config: { permission: 'clinic.read' },
      schema: {
        tags: ['locations'],
        summary: "The clinic's locations, active ones first",
        response: { 200: locationListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      locations: await listLocations(ctx.db, requireClinic(request).clinicId),
    }),
  );

  app.post(
    '/locations',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['locations'],
        summary: "Add a location; its opening hours default to the clinic's",
        body: createLocationSchema,
        response: { 201: locationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ location: await createLocation(ctx, actorOf(request), request.body) }),
  );

  app.patch(
    '/locations/:id',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['locations'],
        summary: 'Change a location, or deactivate it with `active: false`',
        params: idParams,
        body: updateLocationSchema,
        response: { 200: locationResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      location: await updateLocation(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/locations/:id',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['locations'],
        summary:
          'Delete a location and its rooms; 409 while it has upcoming appointments (deactivate it instead)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteLocation(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
