import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stripeWebhookResponseSchema } from '../../../domain/online-payments.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http-errors.js';
import { errorResponses } from '../../http/error-responses.js';
import type { StripePatientPayments } from '../../integrations/patient-payments/stripe-provider.js';
import { completedCheckoutOf } from '../../integrations/patient-payments/stripe-events.js';
import { recordOnlinePayment } from './record-online-payment.js';

const INVALID_SIGNATURE = () =>
  new HttpError(400, 'INVALID_SIGNATURE', 'The webhook signature is missing, wrong or expired.');

/**
 * POST /api/v1/webhooks/stripe: Stripe's events. Public, authenticated by the Stripe-Signature
 * header instead. Registered only when PATIENT_PAYMENTS_PROVIDER=stripe, in its own plugin,
 * because the signature is over the raw bytes of the body.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const stripe = ctx.patientPayments as StripePatientPayments;
  if (stripe.id !== 'stripe') throw new Error('Stripe webhooks need the Stripe provider.');

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      config: { public: true },
      schema: {
        tags: ['online-payments'],
        summary: 'Receive a Stripe event (signed with the Stripe-Signature header)',
        response: { 200: stripeWebhookResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const header = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = stripe.verifiedEvent(
          rawBody,
          typeof header === 'string' ? header : undefined,
          ctx.clock.now(),
        );
      } catch {
        request.log.warn('stripe webhook refused: bad signature');
        throw INVALID_SIGNATURE();
      }
      const paid = completedCheckoutOf(event);
      // Ids, type and outcome only: events carry the customer's name and e-mail.
      const facts = { eventId: event.id, type: event.type };
      if (!paid) {
        request.log.info(facts, 'stripe webhook ignored');
        return { received: true as const };
      }
      const outcome = await recordOnlinePayment(ctx.db, paid);
      const entry = { ...facts, outcome, invoiceId: paid.invoiceId };
      if (outcome === 'recorded' || outcome === 'already_recorded') {
        request.log.info(entry, 'stripe webhook');
      } else {
        request.log.warn(entry, 'stripe payment not recorded');
      }
      return { received: true as const };
    },
  );
};
