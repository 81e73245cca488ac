import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '../../../domain/scheduling.js';
import { HttpError } from '../../http-errors.js';
import { actorOf } from '../../http/clinic-actor.js';
import { isNotModified } from '../../http/conditional-get.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './service.js';

const memberRoute = { permission: 'clinic.read' } as const;

/** Each member's secret iCalendar address, to subscribe from any calendar. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/calendar-feed',
    {
      config: memberRoute,
      schema: {
        tags: ['calendar'],
        summary: 'Whether you have a calendar feed address in this clinic',
        response: { 200: calendarFeedStatusSchema, ...errorResponses },
      },
    },
    async (request) => feedStatus(ctx, actorOf(request)),
  );

  app.post(
    '/calendar-feed',
    {
      config: memberRoute,
      schema: {
        tags: ['calendar'],
        summary: 'A new secret feed address (shown once); the previous one stops working',
        response: { 201: calendarFeedCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createFeed(ctx, actorOf(request))),
  );

  app.delete(
    '/calendar-feed',
    {
      config: memberRoute,
      schema: {
        tags: ['calendar'],
        summary: 'Stop your calendar feed address from working',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeFeed(ctx, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar-feeds/:file',
    {
      // The secret address is the credential: calendar apps send no cookies.
      config: { public: true },
      schema: {
        tags: ['calendar'],
        summary: 'Your appointments as iCalendar (times, patient initials and service only)',
        params: z.object({ file: z.string().regex(/^[\w-]{43}\.ics$/) }),
        response: {
          200: downloadResponse('The calendar (iCalendar)', ['text/calendar'], z.string()),
          304: z
            .null()
            .describe('Unchanged since the copy named by If-None-Match or If-Modified-Since'),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const calendar = await feedCalendar(ctx, request.params.file.slice(0, -'.ics'.length));
      if (calendar === null)
        throw new HttpError(404, 'NOT_FOUND', 'This calendar feed does not exist.');
      reply
        .header('ETag', calendar.etag)
        .header('Last-Modified', calendar.lastModified.toUTCString())
        .header('Cache-Control', 'private, max-age=300');
      if (isNotModified(request.headers, calendar.etag, calendar.lastModified))
        return reply.status(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(calendar.body);
    },
  );
};
