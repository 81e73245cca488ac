import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  supportRequestInputSchema,
  supportRequestListQuerySchema,
  supportRequestListSchema,
  supportRequestResponseSchema,
} from '../../../domain/feedback.js';
import { originOf, requireAuth } from '../../plugins/sessions.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { listOwnSupportRequests, sendSupportRequest } from './support-service.js';

const tags = ['contact'];

/** `/dashboard/contact-support`: any signed-in user, their own requests only. */
export const supportRequestRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  app.post(
    '/support-requests',
    {
      schema: {
        tags,
        summary:
          'Ask support for help (category, subject, message); support gets it by mail, the sender a confirmation',
        body: supportRequestInputSchema,
        response: { 201: supportRequestResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const supportRequest = await sendSupportRequest(
        ctx,
        requireAuth(request),
        request.body,
        originOf(request),
      );
      return reply.status(201).send({ supportRequest });
    },
  );

  app.get(
    '/support-requests',
    {
      schema: {
        tags,
        summary: "The signed-in user's own support requests, newest first",
        querystring: supportRequestListQuerySchema,
        response: { 200: supportRequestListSchema, ...errorResponses },
      },
    },
    async (request) => listOwnSupportRequests(ctx.db, requireAuth(request).user.id, request.query),
  );
};
