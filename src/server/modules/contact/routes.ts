import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageResponseSchema, contactMessageSchema } from '../../../domain/contact.js';
import { originOf } from '../../plugins/sessions.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { sendContactMessage } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  app.post(
    '/contact',
    {
      config: { public: true },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to Motio support; the sender gets a confirmation mail',
        body: contactMessageSchema,
        response: { 201: contactMessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const contactMessage = await sendContactMessage(
        ctx,
        request.body,
        request.auth,
        originOf(request),
      );
      return reply.status(201).send({ contactMessage });
    },
  );
};
