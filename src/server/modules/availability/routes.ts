import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVAILABILITY_MAX_RANGE_DAYS,
  availabilityQuerySchema,
  availabilityResponseSchema,
  workingTimeQuerySchema,
  workingTimeResponseSchema,
} from '../../../domain/availability-query.js';
import { actorOf } from '../../http/clinic-actor.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { findAvailableSlots, practitionersWorkingTime } from './service.js';

/** Free slots of a service, and when practitioners work: what the calendar and booking read. */
export const availabilityRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/availability',
    {
      config: { permission: 'appointments.read' },
      schema: {
        tags: ['availability'],
        summary:
          'Free slots of a service in [from, to), optionally of one practitioner or location',
        description:
          `At most ${AVAILABILITY_MAX_RANGE_DAYS} days. A slot lies inside the practitioner's ` +
          "working hours at the location and the location's opening hours, clear of breaks, leave, " +
          'live appointments and blocked time (with the service’s buffers), and takes the first ' +
          'free room when the location has rooms. Another clinic’s service, practitioner or ' +
          'location answers 404; an inactive service 400.',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses },
      },
      // A month of slots is thousands of them, made by the engine in the schema's shape: checking
      // each against the schema again cost more than finding them (bench availability).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({
      slots: await findAvailableSlots(ctx, actorOf(request), request.query),
    }),
  );

  app.get(
    '/availability/working-time',
    {
      config: { permission: 'appointments.read' },
      schema: {
        tags: ['availability'],
        summary: 'When each practitioner works in [from, to), per location',
        description:
          'Hours and extra shifts less breaks and leave, clipped to the range. A member who has ' +
          'no weekly rule at all works whenever the locations are open.',
        querystring: workingTimeQuerySchema,
        response: { 200: workingTimeResponseSchema, ...errorResponses },
      },
    },
    async (request) => practitionersWorkingTime(ctx, actorOf(request), request.query),
  );
};
