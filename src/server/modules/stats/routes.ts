import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsQuerySchema, statsResponseSchema } from '../../../domain/stats.js';
import { errorResponses, type RouteDeps } from '../auth/routes.js';
import { actorOf } from '../team/actor.js';
import { clinicStats } from './service.js';

/** The clinic's figures for a range of days (issue "Stats"): owners and administrators. */
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
