import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsQuerySchema, statsResponseSchema } from '../../../domain/stats.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { clinicStats } from './service.js';

/** The clinic's figures for a range of days: owners and administrators. */
export const statsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/stats',
    {
      config: { permission: 'stats.read' },
      schema: {
        tags: ['stats'],
        summary:
          "Appointments, patients, utilisation, revenue, treatment plans and jobs of the clinic's days from–to",
        querystring: statsQuerySchema,
        response: { 200: statsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      stats: await clinicStats(ctx.db, actorOf(request).clinicId, request.query),
    }),
  );
};
