import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingParamsSchema,
  clinicSlugParamsSchema,
  publicAvailabilityQuerySchema,
  publicAvailabilityResponseSchema,
  publicBookingResponseSchema,
  publicBookingSchema,
  requestBookingSchema,
  verifyBookingSchema,
} from '../../../domain/online-booking.js';
import { avatarContentTypes } from '../../../domain/account.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import { notFound } from '../../http-errors.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { originOf } from '../../plugins/sessions.js';
import { sendImage } from '../../uploads/images.js';
import { readLogo } from '../clinic-settings/logo-service.js';
import { bookingClinicBySlug, bookingOffer } from './booking-clinic.js';
import { publicFreeTimesJson } from './online-slots.js';
import { requestOnlineBooking } from './request-booking.js';
import { verifyOnlineBooking } from './verify-booking.js';

/**
 * A clinic's booking page, for anyone: no session, rate-limited per address, and no patient data
 * in any answer. An unknown slug and a clinic that has booking off answer the same 404.
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  // No staff session is read or changed here: staff sessions reused by reads stay valid.
  const visitors = { public: true, keepsSessions: true } as const;
  const browsing = async (ip: string) => ctx.rateLimits.consume('bookingPagePerIp', ip);

  app.get(
    '/public/clinics/:slug/booking',
    {
      config: visitors,
      schema: {
        tags: ['online-booking'],
        summary: 'What the booking page offers: the clinic, its locations, services, practitioners',
        params: clinicSlugParamsSchema,
        response: { 200: publicBookingSchema, ...errorResponses },
      },
    },
    async (request) => {
      await browsing(originOf(request).ip);
      return bookingOffer(ctx.db, await bookingClinicBySlug(ctx.db, request.params.slug));
    },
  );

  app.get(
    '/public/clinics/:slug/availability',
    {
      config: visitors,
      schema: {
        tags: ['online-booking'],
        summary: 'Free times of an offered service in [from, to), within the booking rules',
        description:
          "Inside the clinic's minimum notice and horizon, of the practitioners and locations " +
          'offered online, clear of times other visitors hold. At most 31 days.',
        params: clinicSlugParamsSchema,
        querystring: publicAvailabilityQuerySchema,
        response: { 200: publicAvailabilityResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await browsing(originOf(request).ip);
      const answer = await publicFreeTimesJson(ctx, request.params.slug, request.query);
      // JSON text with a JSON type goes out as it is, not through the schema's serialiser again;
      // the plain reply type takes text where the schema's type expects the object.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
    },
  );

  app.post(
    '/public/clinics/:slug/bookings',
    {
      config: visitors,
      schema: {
        tags: ['online-booking'],
        summary: 'Hold a time and mail a 6-digit code to the visitor',
        description:
          'Nothing is booked yet: POST …/bookings/{id}/verify with the code makes the booking. ' +
          '409 SLOT_TAKEN with `details.nextSlots` when the time is not free.',
        params: clinicSlugParamsSchema,
        body: requestBookingSchema,
        response: { 202: publicBookingResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        booking: await requestOnlineBooking(
          ctx,
          request.params.slug,
          request.body,
          originOf(request),
        ),
      }),
  );

  app.post(
    '/public/clinics/:slug/bookings/:id/verify',
    {
      config: visitors,
      schema: {
        tags: ['online-booking'],
        summary: 'Confirm a held time with the mailed code: the booking is made',
        description:
          '400 WRONG_CODE; 410 BOOKING_EXPIRED when the hold lapsed or too many codes were ' +
          'wrong; 409 SLOT_TAKEN with `details.nextSlots` when the time was taken meanwhile.',
        params: bookingParamsSchema,
        body: verifyBookingSchema,
        response: { 201: publicBookingResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        booking: await verifyOnlineBooking(
          ctx,
          request.params.slug,
          request.params.id,
          request.body.code,
          originOf(request),
        ),
      }),
  );

  app.get(
    '/public/clinics/:slug/logo',
    {
      config: visitors,
      schema: {
        tags: ['online-booking'],
        summary: "The clinic's logo, for its booking page",
        params: clinicSlugParamsSchema,
        response: { 200: downloadResponse('The image', avatarContentTypes), ...errorResponses },
      },
    },
    async (request, reply) => {
      await browsing(originOf(request).ip);
      const clinic = await bookingClinicBySlug(ctx.db, request.params.slug);
      if (!clinic.logoFileId) throw notFound('The logo');
      return sendImage(reply, await readLogo(ctx.db, clinic.clinicId, clinic.logoFileId), 'logo');
    },
  );
};
