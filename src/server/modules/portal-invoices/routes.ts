import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  portalInvoiceParamsSchema,
  portalInvoicesResponseSchema,
} from '../../../domain/portal-invoices.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { invoiceFileName, renderInvoicePdf } from '../invoice-documents/invoice-pdf.js';
import { loadInvoiceDocument } from '../invoice-documents/load-invoice-document.js';
import { portalPatientOf } from '../portal/portal-session.js';
import { portalInvoiceId, portalInvoices } from './portal-invoices.js';

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
      const id = await portalInvoiceId(ctx, patient, request.params.id);
      const doc = await loadInvoiceDocument(ctx.db, patient.clinicId, id, ctx.config.APP_ORIGIN);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${invoiceFileName(doc)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(await renderInvoicePdf(doc));
    },
  );
};
