import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkedVisitResponseSchema, visitLinkParamsSchema } from '../../../domain/visit-links.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { cancelByLink, confirmByLink, readVisitLink } from './answer-link.js';

/** A reminder's Confirm/Cancel link: the token is the credential, no sign-in. */
export const visitLinkRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  // No staff session is read or changed here: staff sessions reused by reads stay valid.
  const patients = { public: true, keepsSessions: true } as const;

  app.get(
    '/public/visit-links/:token',
    {
      config: patients,
      schema: {
        tags: ['messages'],
        summary: 'The visit a mailed Confirm/Cancel link is for, and what it can still do',
        params: visitLinkParamsSchema,
        response: { 200: linkedVisitResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ visit: await readVisitLink(ctx, request.params.token) }),
  );

  app.post(
    '/public/visit-links/:token/confirm',
    {
      config: patients,
      schema: {
        tags: ['messages'],
        summary: 'The patient confirms the visit; the link then is used',
        description:
          '409 LINK_USED when the link was used before, VISIT_NOT_OPEN when the visit was ' +
          'cancelled; 410 LINK_EXPIRED once the visit started.',
        params: visitLinkParamsSchema,
        response: { 200: linkedVisitResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ visit: await confirmByLink(ctx, request.params.token) }),
  );

  app.post(
    '/public/visit-links/:token/cancel',
    {
      config: patients,
      schema: {
        tags: ['messages'],
        summary: 'The patient cancels the visit inside the clinic’s window; the link then is used',
        description:
          '409 LINK_USED when the link was used before, CHANGE_WINDOW_PASSED when the clinic’s ' +
          'window to cancel online has passed; 410 LINK_EXPIRED once the visit started.',
        params: visitLinkParamsSchema,
        response: { 200: linkedVisitResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ visit: await cancelByLink(ctx, request.params.token) }),
  );
};
