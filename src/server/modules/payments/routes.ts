import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCreditSchema,
  createPaymentSchema,
  createdPaymentResponseSchema,
  invoicePaymentResponseSchema,
  invoiceResponseSchema,
  patientBalanceResponseSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentResponseSchema,
  recordInvoicePaymentSchema,
  refundSchema,
} from '../../../domain/invoices.js';
import { actorOf } from '../../http/clinic-actor.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { applyCredit } from './apply-credit.js';
import { patientBalance } from './balance.js';
import { createPayment, recordInvoicePayment } from './desk-payments.js';
import { patientLedger, toPayment } from './ledger.js';
import { refundPayment } from './refund.js';

/** Money taken at the desk, refunds, and a patient's credit and balance. */
export const paymentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post(
    '/invoices/:id/payments',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['payments'],
        summary:
          "Record a payment for an invoice; more than its balance becomes the patient's credit",
        params: idParams,
        body: recordInvoicePaymentSchema,
        response: { 201: invoicePaymentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recordInvoicePayment(ctx, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/invoices/:id/apply-credit',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['payments'],
        summary: "Use the patient's credit on an invoice, oldest payments first",
        params: idParams,
        body: applyCreditSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      invoice: await applyCredit(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/payments',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['payments'],
        summary: "One payment over several invoices; what is left is the patient's credit",
        body: createPaymentSchema,
        response: { 201: createdPaymentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPayment(ctx, actorOf(request), request.body)),
  );

  app.get(
    '/payments',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: "A patient's payments and refunds, newest first",
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const ledger = await patientLedger(
        ctx.db,
        requireClinic(request).clinicId,
        request.query.patientId,
      );
      return { payments: ledger.map((entry) => toPayment(entry, ledger)).reverse() };
    },
  );

  app.post(
    '/payments/:id/refunds',
    {
      config: { permission: 'invoices.correct' },
      schema: {
        tags: ['payments'],
        summary: 'Give money of a payment back: its credit first, then its invoices, last first',
        params: idParams,
        body: refundSchema,
        response: { 201: paymentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        payment: await refundPayment(ctx, actorOf(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/patients/:id/balance',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: 'What a patient owes on open invoices, less their credit',
        params: idParams,
        response: { 200: patientBalanceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      balance: await patientBalance(ctx.db, requireClinic(request).clinicId, request.params.id),
    }),
  );
};
