import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import {
  billingDebugResponseSchema,
  billingOverviewSchema,
  changePlanSchema,
  clientTokenResponseSchema,
  localCheckoutResponseSchema,
  localCheckoutSchema,
  productsResponseSchema,
  transactionsResponseSchema,
} from '../../../domain/billing.js';
import { originOf, requireClinic } from '../../plugins/sessions.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { localCheckout } from './local-checkout.js';
import { billingOverview, listTransactions } from './overview.js';
import { askProvider } from './provider-calls.js';
import { cancelSubscription, changePlan, resumeSubscription } from './subscription-changes.js';

const billingErrors = { ...errorResponses, 402: apiErrorSchema, 502: apiErrorSchema };

/** Checkout (public) and Plan & Billing (owner only). */
export const billingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/billing/products',
    {
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: 'The plans checkout offers, each with its monthly and yearly price',
        response: { 200: productsResponseSchema, ...billingErrors },
      },
    },
    async () => ({
      items: await askProvider('Failed to load products', () => ctx.billing.listProducts()),
    }),
  );

  app.post(
    '/billing/client-token',
    {
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: "The payment provider's browser token (local: a fixed marker)",
        response: { 200: clientTokenResponseSchema, ...billingErrors },
      },
    },
    async () => ({
      token: await askProvider('Failed to get client token', () => ctx.billing.clientToken()),
    }),
  );

  app.get(
    '/billing/debug',
    {
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: 'Which payment provider and environment (production or sandbox) the browser uses',
        response: { 200: billingDebugResponseSchema },
      },
    },
    async () => ({ provider: ctx.billing.id, environment: ctx.billing.environment }),
  );

  app.post(
    '/billing/local/checkout',
    {
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: 'Pay with a test card (local provider only; 404 otherwise)',
        body: localCheckoutSchema,
        response: { 201: localCheckoutResponseSchema, ...billingErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await localCheckout(ctx, request.body, originOf(request))),
  );

  app.get(
    '/billing/subscription',
    {
      config: { permission: 'billing.manage' },
      schema: {
        tags: ['billing'],
        summary: "The clinic's plan, subscription, usage against its limits and access",
        response: { 200: billingOverviewSchema, ...billingErrors },
      },
    },
    async (request) => billingOverview(ctx, requireClinic(request).clinicId),
  );

  app.post(
    '/billing/subscription/change-plan',
    {
      config: { permission: 'billing.manage' },
      schema: {
        tags: ['billing'],
        summary: 'Move to another plan or interval (no proration); refused above its limits',
        body: changePlanSchema,
        response: { 200: billingOverviewSchema, ...billingErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await changePlan(ctx, actor, request.body.priceId);
      return billingOverview(ctx, actor.clinicId);
    },
  );

  app.post(
    '/billing/subscription/cancel',
    {
      config: { permission: 'billing.manage' },
      schema: {
        tags: ['billing'],
        summary: 'Cancel at the end of the current period; access stays until then',
        response: { 200: billingOverviewSchema, ...billingErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await cancelSubscription(ctx, actor);
      return billingOverview(ctx, actor.clinicId);
    },
  );

  app.post(
    '/billing/subscription/resume',
    {
      config: { permission: 'billing.manage' },
      schema: {
        tags: ['billing'],
        summary: 'Withdraw a pending cancel before the period ends',
        response: { 200: billingOverviewSchema, ...billingErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await resumeSubscription(ctx, actor);
      return billingOverview(ctx, actor.clinicId);
    },
  );

  app.get(
    '/billing/transactions',
    {
      config: { permission: 'billing.manage' },
      schema: {
        tags: ['billing'],
        summary: "The clinic's payments, newest first",
        response: { 200: transactionsResponseSchema, ...billingErrors },
      },
    },
    async (request) => ({ items: await listTransactions(ctx, requireClinic(request).clinicId) }),
  );
};
