import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  offersResponseSchema,
  offerTokenParamsSchema,
  portalWishInputSchema,
  publicOfferResponseSchema,
  wishesResponseSchema,
  wishInputSchema,
  wishListQuerySchema,
  wishParamsSchema,
  wishResponseSchema,
} from '../../../domain/waitlist.js';
import { actorOf } from '../../http/clinic-actor.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { originOf } from '../../plugins/sessions.js';
import { portalPatientOf } from '../portal/portal-session.js';
import { acceptOffer, readOffer } from './accept-offer.js';
import { listOffers } from './offers.js';
import { addWish, listWishes, removeWish, type WishAuthor } from './wishes.js';

const staffAuthor = (actor: ReturnType<typeof actorOf>): WishAuthor => ({
  clinicId: actor.clinicId,
  source: 'staff',
  userId: actor.userId,
  origin: actor.origin,
});

/** The clinic's waitlist, for the members who book appointments. */
export const waitlistRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/waitlist',
    {
      config: { permission: 'appointments.manage' },
      schema: {
        tags: ['waitlist'],
        summary: "The clinic's waitlist, newest first, of one status or all",
        querystring: wishListQuerySchema,
        response: { 200: wishesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      wishes: await listWishes(ctx.db, actorOf(request).clinicId, request.query),
    }),
  );

  app.post(
    '/waitlist',
    {
      config: { permission: 'appointments.manage' },
      schema: {
        tags: ['waitlist'],
        summary: 'Put a patient on the waitlist for a service, days and hours',
        description: '409 TOO_MANY_WISHES when the patient already waits for the most allowed.',
        body: wishInputSchema,
        response: { 201: wishResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { patientId, ...wish } = request.body;
      return reply.status(201).send({
        wish: await addWish(ctx, staffAuthor(actorOf(request)), patientId, wish),
      });
    },
  );

  app.delete(
    '/waitlist/:id',
    {
      config: { permission: 'appointments.manage' },
      schema: {
        tags: ['waitlist'],
        summary: 'Take a wish off the waitlist (its offers stay in the history)',
        params: wishParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeWish(ctx.db, staffAuthor(actorOf(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/waitlist/offers',
    {
      config: { permission: 'appointments.manage' },
      schema: {
        tags: ['waitlist'],
        summary: 'The latest freed times offered, to whom, and what came of each',
        response: { 200: offersResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ offers: await listOffers(ctx.db, actorOf(request).clinicId) }),
  );
};

/**
 * The signed-in patient's own wishes in the portal (`public` to the staff sessions hook; each
 * route resolves the portal session), and an offer's mailed link, whose token is the credential.
 */
export const waitlistPatientRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  // No staff session is read or changed here: staff sessions reused by reads stay valid.
  const patients = { public: true, keepsSessions: true } as const;
  const portalAuthor = (patient: { clinicId: string }): WishAuthor => ({
    clinicId: patient.clinicId,
    source: 'portal',
    userId: null,
  });

  app.get(
    '/portal/waitlist',
    {
      config: patients,
      schema: {
        tags: ['portal'],
        summary: "The signed-in patient's waitlist entries, newest first",
        response: { 200: wishesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const patient = await portalPatientOf(ctx, request);
      return {
        wishes: await listWishes(
          ctx.db,
          patient.clinicId,
          { patientId: patient.patientId },
          { withPatientName: false },
        ),
      };
    },
  );

  app.post(
    '/portal/waitlist',
    {
      config: patients,
      schema: {
        tags: ['portal'],
        summary: 'Join the waitlist for a service, days and hours',
        description: '409 TOO_MANY_WISHES when the patient already waits for the most allowed.',
        body: portalWishInputSchema,
        response: { 201: wishResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const patient = await portalPatientOf(ctx, request);
      return reply.status(201).send({
        wish: await addWish(ctx, portalAuthor(patient), patient.patientId, request.body),
      });
    },
  );

  app.delete(
    '/portal/waitlist/:id',
    {
      config: patients,
      schema: {
        tags: ['portal'],
        summary: 'Leave the waitlist for one of the patient’s entries',
        params: wishParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const patient = await portalPatientOf(ctx, request);
      await removeWish(ctx.db, portalAuthor(patient), request.params.id, patient.patientId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/public/waitlist-offers/:token',
    {
      config: patients,
      schema: {
        tags: ['waitlist'],
        summary: 'A waitlist offer, as the mailed link opens it',
        params: offerTokenParamsSchema,
        response: { 200: publicOfferResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      offer: await readOffer(ctx, request.params.token, originOf(request)),
    }),
  );

  app.post(
    '/public/waitlist-offers/:token/accept',
    {
      config: patients,
      schema: {
        tags: ['waitlist'],
        summary: 'Take the offered time: the first to accept gets the visit',
        description:
          '409 OFFER_TAKEN when another patient accepted first or the time is no longer free; ' +
          '410 OFFER_EXPIRED when the offer lapsed.',
        params: offerTokenParamsSchema,
        response: { 201: publicOfferResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        offer: await acceptOffer(ctx, request.params.token, originOf(request)),
      }),
  );
};
