import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackInputSchema, feedbackResponseSchema } from '../../../domain/feedback.js';
import { originOf, requireAuth } from '../../plugins/sessions.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { sendFeedback } from './service.js';

/** In-app feedback: any signed-in user. */
export const feedbackRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback (category, message, optional rating 1-5, the page it came from); support gets it by mail',
        body: feedbackInputSchema,
        response: { 201: feedbackResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const stored = await sendFeedback(ctx, requireAuth(request), request.body, originOf(request));
      return reply.status(201).send({ feedback: stored });
    },
  );
};
