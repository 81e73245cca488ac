import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../domain/health.js';
import { apiErrorSchema } from '../../../domain/api-error.js';
import type { Database } from '../../db/client.js';
import { createDatabaseProbe } from './database-probe.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const probe = createDatabaseProbe(database);

  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Whether this instance and its database answer',
        response: {
          200: healthResponseSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await probe();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database not answering');
        return reply
          .status(503)
          .send({ msg: 'The database is not answering.', code: 'DATABASE_UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
