import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCreditNoteSchema,
  createInvoiceSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceResponseSchema,
  issueInvoiceSchema,
  issuedInvoiceResponseSchema,
  updateInvoiceSchema,
  voidInvoiceSchema,
} from '../../../domain/invoices.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { createCreditNote, voidInvoice } from './corrections.js';
import { createInvoice } from './create.js';
import { deleteInvoice, updateInvoice } from './drafts.js';
import { invoiceDetails } from './invoice-view.js';
import { issueInvoice } from './issue.js';
import { listInvoices } from './list.js';

const tags = ['invoices'];

/** Patients' invoices and credit notes: drafts, issuing with a number, voiding and crediting. */
export const invoiceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/invoices',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary:
          'Invoices and credit notes, newest first: by patient, status (open: issued or partly paid), kind, or a search of the number and names',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errorResponses },
      },
    },
    async (request) => listInvoices(ctx, actorOf(request), request.query),
  );

  app.post(
    '/invoices',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary:
          'Draft an invoice for a patient: one line per visit at the price booked, and free lines',
        body: createInvoiceSchema,
        response: { 201: invoiceResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ invoice: await createInvoice(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/invoices/:id',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'An invoice or credit note with its lines, payments and credit notes',
        params: idParams,
        response: { 200: invoiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { clinicId } = actorOf(request);
      const today = await clinicToday(ctx.db, ctx.clock, clinicId);
      return { invoice: await invoiceDetails(ctx.db, clinicId, request.params.id, today) };
    },
  );

  app.patch(
    '/invoices/:id',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Change a draft: payer, notes, or all its lines (409 once issued)',
        params: idParams,
        body: updateInvoiceSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      invoice: await updateInvoice(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/invoices/:id',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Delete a draft (409 once issued: void it or issue a credit note)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteInvoice(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invoices/:id/issue',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary:
          "Issue a draft: its number (YYYY-NNNNNN, no gaps) and due day in the clinic's time",
        params: idParams,
        body: issueInvoiceSchema,
        response: { 200: issuedInvoiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => issueInvoice(ctx, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/invoices/:id/void',
    {
      config: { permission: 'invoices.correct' },
      schema: {
        tags,
        summary:
          'Void an issued invoice nothing was paid or credited on (else 409: use a credit note or refund)',
        params: idParams,
        body: voidInvoiceSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      invoice: await voidInvoice(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      config: { permission: 'invoices.correct' },
      schema: {
        tags,
        summary: 'Issue a credit note for all or some lines of an issued invoice',
        params: idParams,
        body: createCreditNoteSchema,
        response: { 201: invoiceResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        invoice: await createCreditNote(ctx, actorOf(request), request.params.id, request.body),
      }),
  );
};
