import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onlineBookingSettingsResponseSchema,
  updateOnlineBookingSettingsSchema,
} from '../../../domain/online-booking.js';
import { actorOf } from '../../http/clinic-actor.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { requireClinic } from '../../plugins/sessions.js';
import { readOnlineBookingSettings, updateOnlineBookingSettings } from './settings.js';

/** Settings → Online booking: whether and what patients may book on the clinic's booking page. */
export const onlineBookingSettingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx },
) => {
  app.get(
    '/online-booking/settings',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['online-booking'],
        summary: "The clinic's online booking settings and what it offers online",
        response: { 200: onlineBookingSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      settings: await readOnlineBookingSettings(ctx.db, requireClinic(request).clinicId),
    }),
  );

  app.put(
    '/online-booking/settings',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['online-booking'],
        summary: 'Replace the online booking settings',
        description:
          'The id lists name exactly what is offered online. 409 SLUG_TAKEN when another ' +
          'clinic has the address; switching booking on needs one (400 on `slug`).',
        body: updateOnlineBookingSettingsSchema,
        response: { 200: onlineBookingSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      settings: await updateOnlineBookingSettings(ctx, actorOf(request), request.body),
    }),
  );
};
