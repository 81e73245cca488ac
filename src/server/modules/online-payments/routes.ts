import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payCardResponseSchema,
  payCardSchema,
  payCheckoutResponseSchema,
  payLinkResponseSchema,
  payTokenParamsSchema,
} from '../../../domain/online-payments.js';
import { originOf } from '../../plugins/sessions.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { openCheckout } from './checkout.js';
import { payWithTestCard } from './local-card.js';
import { readPayLink } from './pay-link.js';

/**
 * The patient's "Pay now" link: public, rate-limited, the token in the path is the credential.
 * Answers only what anyone holding the link may see.
 */
export const payLinkRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pay/:token',
    {
      config: { public: true },
      schema: {
        tags: ['online-payments'],
        summary: 'What an invoice pay link shows: clinic, invoice number and amount due',
        params: payTokenParamsSchema,
        response: { 200: payLinkResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      payment: await readPayLink(ctx, request.params.token, originOf(request)),
    }),
  );

  app.post(
    '/pay/:token/checkout',
    {
      config: { public: true },
      schema: {
        tags: ['online-payments'],
        summary: "Open the payment provider's page for the invoice's whole balance",
        params: payTokenParamsSchema,
        response: { 200: payCheckoutResponseSchema, ...errorResponses },
      },
    },
    async (request) => openCheckout(ctx, request.params.token, originOf(request)),
  );

  app.post(
    '/pay/:token/card',
    {
      config: { public: true },
      schema: {
        tags: ['online-payments'],
        summary: 'Pay with a test card (local provider only; 402 when the card is declined)',
        params: payTokenParamsSchema,
        body: payCardSchema,
        response: { 200: payCardResponseSchema, ...errorResponses },
      },
    },
    async (request) => payWithTestCard(ctx, request.params.token, request.body, originOf(request)),
  );
};
