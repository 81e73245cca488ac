import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../domain/auth.js';
import {
  PORTAL_LINK_SENT_MESSAGE,
  portalAppointmentParamsSchema,
  portalAppointmentResponseSchema,
  portalAppointmentsResponseSchema,
  portalResponseSchema,
  portalSessionSchema,
  portalSignInParamsSchema,
  portalSignInSchema,
  rescheduleSchema,
} from '../../../domain/portal.js';
import {
  portalDocumentParamsSchema,
  portalDocumentsResponseSchema,
} from '../../../domain/portal-documents.js';
import { attachmentContentTypes } from '../../../domain/attachments.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { originOf } from '../../plugins/sessions.js';
import { sendAsDownload } from '../attachments/download.js';
import { cancelVisit, rescheduleVisit } from './change-visit.js';
import { downloadPortalDocument, portalDocuments } from './documents.js';
import { endPortalSession, portalPatientOf, startPortalSession } from './portal-session.js';
import { mailPortalLinks } from './sign-in-link.js';
import { portalAppointments, portalOf } from './visits.js';

/**
 * The patient portal: no staff session (`public` to the staff sessions hook); each route but the
 * sign-in ones needs a portal session, whose patient is the only one it reads or changes.
 */
export const portalRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (app, { ctx }) => {
  // No staff session is read or changed here: staff sessions reused by reads stay valid.
  const portal = { public: true, keepsSessions: true } as const;

  app.post(
    '/public/clinics/:slug/portal/sign-in',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "Mail a sign-in link to the clinic's patients with this address",
        description: 'The same answer whether or not the clinic has the address.',
        params: portalSignInParamsSchema,
        body: portalSignInSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await mailPortalLinks(ctx, request.params.slug, request.body.email, originOf(request));
      return reply.status(202).send({ msg: PORTAL_LINK_SENT_MESSAGE });
    },
  );

  app.post(
    '/portal/sessions',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "Sign in with a mailed link's token: sets the portal session cookie",
        description: '410 LINK_EXPIRED when the link is used, expired or unknown.',
        body: portalSessionSchema,
        response: { 200: portalResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const patient = await startPortalSession(ctx, reply, request.body.token);
      return { portal: await portalOf(ctx.db, patient) };
    },
  );

  app.get(
    '/portal/me',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: 'The signed-in patient and their clinic',
        response: { 200: portalResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ portal: await portalOf(ctx.db, await portalPatientOf(ctx, request)) }),
  );

  app.delete(
    '/portal/session',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: 'Sign out of the portal',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await endPortalSession(ctx, reply, await portalPatientOf(ctx, request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/portal/appointments',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "The patient's upcoming visits and the last 50 past ones",
        response: { 200: portalAppointmentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => portalAppointments(ctx, await portalPatientOf(ctx, request)),
  );

  app.post(
    '/portal/appointments/:id/cancel',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "Cancel one of the patient's visits, inside the clinic's window",
        description: '409 CHANGE_WINDOW_PASSED past the window, or for a visit already over.',
        params: portalAppointmentParamsSchema,
        response: { 200: portalAppointmentResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      appointment: await cancelVisit(ctx, await portalPatientOf(ctx, request), request.params.id),
    }),
  );

  app.post(
    '/portal/appointments/:id/reschedule',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "Move one of the patient's visits to another free time of its service",
        description:
          '409 CHANGE_WINDOW_PASSED past the window; 409 SLOT_TAKEN with `details.nextSlots` ' +
          'when the time is not free.',
        params: portalAppointmentParamsSchema,
        body: rescheduleSchema,
        response: { 200: portalAppointmentResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      appointment: await rescheduleVisit(
        ctx,
        await portalPatientOf(ctx, request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/portal/documents',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: 'The documents the clinic shares with the patient, latest shared first',
        response: { 200: portalDocumentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      documents: await portalDocuments(ctx, await portalPatientOf(ctx, request)),
    }),
  );

  app.get(
    '/portal/documents/:id/download',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: 'A shared document, as a download that is never shown inline or sniffed',
        description: "404 for a document not shared with the patient, or another patient's.",
        params: portalDocumentParamsSchema,
        response: {
          200: downloadResponse('The file', attachmentContentTypes),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      sendAsDownload(
        reply,
        await downloadPortalDocument(ctx, await portalPatientOf(ctx, request), request.params.id),
      ),
  );
};
