import { invoiceResponseSchema } from '../../../domain/invoices.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { invoiceDetails } from '../invoices/invoice-view.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../route-params.js';
import { downloadResponse, sendPdf } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { loadInvoiceDocument } from './load-invoice-document.js';
import { loadReceiptDocument } from './load-receipt-document.js';
import { sendInvoiceMail } from './mail.js';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.js';

const pdfResponse = (description: string) => downloadResponse(description, ['application/pdf']);

/** Invoices, credit notes and receipts as PDF, and mailing an invoice with its PDF. */
export const invoiceDocumentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/invoices/:id/pdf',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['invoices'],
        summary: 'An invoice or credit note as PDF (a draft is marked DRAFT)',
        params: idParams,
        response: { 200: pdfResponse('The invoice as PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { clinicId } = actorOf(request);
      const doc = await loadInvoiceDocument(
        ctx.db,
        clinicId,
        request.params.id,
        ctx.config.APP_ORIGIN,
      );
      return sendPdf(reply, await renderInvoicePdf(doc), invoiceFileName(doc));
    },
  );

  app.get(
    '/payments/:id/receipt',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['invoices'],
        summary: 'The receipt of a payment (or the note of a refund) as PDF',
        params: idParams,
        response: { 200: pdfResponse('The receipt as PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { clinicId } = actorOf(request);
      const doc = await loadReceiptDocument(ctx.db, clinicId, request.params.id);
      return sendPdf(reply, await renderReceiptPdf(doc), receiptFileName(doc));
    },
  );

  app.post(
    '/invoices/:id/send',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['invoices'],
        summary:
          "Mail an issued invoice or credit note (again) with its PDF to the payer's or patient's address; 409 NO_EMAIL without one",
        params: idParams,
        response: { 200: invoiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await sendInvoiceMail(ctx, actor, request.params.id);
      return {
        invoice: await invoiceDetails(
          ctx.db,
          actor.clinicId,
          request.params.id,
          await clinicToday(ctx.db, ctx.clock, actor.clinicId),
        ),
      };
    },
  );
};
