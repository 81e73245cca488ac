import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  portalInvoiceParamsSchema,
  portalInvoicesResponseSchema,
} from '../../../domain/portal-invoices.js';
import { downloadResponse, sendPdf } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { portalPatientOf } from '../portal/portal-session.js';
import { portalInvoicePdf, portalInvoices } from './portal-invoices.js';

/**
 * The patient's invoices on the portal: no staff session (`public` to the staff sessions hook);
 * each route needs a portal session, whose patient is the only one it reads.
 */
export const portalInvoiceRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  const portal = { public: true, keepsSessions: true } as const;

  app.get(
    '/portal/invoices',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "The signed-in patient's issued invoices, newest first, with their pay pages",
        response: { 200: portalInvoicesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      invoices: await portalInvoices(ctx, await portalPatientOf(ctx, request)),
    }),
  );

  app.get(
    '/portal/invoices/:id/pdf',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "One of the signed-in patient's issued invoices as PDF",
        params: portalInvoiceParamsSchema,
        response: {
          200: downloadResponse('The invoice as PDF', ['application/pdf']),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const patient = await portalPatientOf(ctx, request);
      const pdf = await portalInvoicePdf(ctx, patient, request.params.id);
      return sendPdf(reply, pdf.bytes, pdf.fileName);
    },
  );
};
