import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createServiceSchema,
  listServicesQuerySchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  updateServiceSchema,
} from '../../../domain/services.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { createService, listServices, updateService } from './service.js';

/** The treatments a clinic offers (settings: services-settings; the booking form's choices). */
export const servicesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/services',
    {
      config: { permission: 'clinic.read' },
      schema: {
        tags: ['services'],
        summary: "The clinic's services; `active=true` leaves out deactivated ones",
        querystring: listServicesQuerySchema,
        response: { 200: serviceListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      services: await listServices(ctx.db, requireClinic(request).clinicId, {
        activeOnly: request.query.active === 'true',
      }),
    }),
  );

  app.post(
    '/services',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['services'],
        summary: 'Add a service',
        body: createServiceSchema,
        response: { 201: serviceResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ service: await createService(ctx, actorOf(request), request.body) }),
  );

  app.patch(
    '/services/:id',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['services'],
        summary:
          'Change a service, or deactivate it with `active: false` (services are never deleted)',
        params: idParams,
        body: updateServiceSchema,
        response: { 200: serviceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      service: await updateService(ctx, actorOf(request), request.params.id, request.body),
    }),
  );
};
