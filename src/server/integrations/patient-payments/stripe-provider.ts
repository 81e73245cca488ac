import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { UpstreamError } from '../../http-errors.js';
import type { PatientPaymentProvider } from './provider.js';

/** Stripe as the patients' payment provider: Checkout pages and signed webhooks. */
export interface StripePatientPayments extends PatientPaymentProvider {
  readonly id: 'stripe';
  /**
   * The event of a webhook delivery, verified against STRIPE_WEBHOOK_SECRET on the raw body;
   * throws when the signature is missing, wrong or older than Stripe's tolerance at `now`.
   */
  verifiedEvent(rawBody: Buffer, signature: string | undefined, now: Date): Stripe.Event;
}

/** host, port and protocol of STRIPE_API_BASE (a fake Stripe in tests); Stripe's own otherwise. */
function apiAddress(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    protocol,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

/** Stripe through its official SDK; nothing is called at start-up. */
export function createStripePatientPayments(config: Config): StripePatientPayments {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) {
    throw new Error('The Stripe provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  const stripe = new Stripe(STRIPE_SECRET_KEY, {
    ...apiAddress(STRIPE_API_BASE),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });

  return {
    id: 'stripe',

    async createCheckout(request) {
      const metadata = { clinicId: request.clinicId, invoiceId: request.invoiceId };
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
              quantity: 1,
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        });
        if (!session.url) throw new Error('Stripe answered a checkout session without a url');
        return { url: session.url, sessionId: session.id };
      } catch (error) {
        throw new UpstreamError(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'The payment page could not be opened. Please try again in a minute.',
          'stripe checkout session failed',
          { cause: error },
        );
      }
    },

    verifiedEvent(rawBody, signature, now) {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        STRIPE_WEBHOOK_SECRET,
        undefined,
        undefined,
        Math.floor(now.getTime() / 1000),
      );
    },
  };
}
