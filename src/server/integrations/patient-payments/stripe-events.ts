import { z } from 'zod';
import type { CompletedCheckout } from './provider.js';

/** The fields of a Checkout Session this app reads; Stripe sends many more. */
const paidSessionSchema = z.object({
  payment_status: z.literal('paid'),
  amount_total: z.number().int().positive(),
  currency: z.string().min(3).max(3),
  payment_intent: z.union([z.string().min(1), z.object({ id: z.string().min(1) })]),
  metadata: z.object({ clinicId: z.uuid(), invoiceId: z.uuid() }),
});

/**
 * The payment a `checkout.session.completed` event reports, or null for any other event, a
 * session not (yet) paid, or one this app did not open. Amount and currency come from Stripe.
 */
export function completedCheckoutOf(event: {
  type: string;
  created: number;
  data: { object: unknown };
}): CompletedCheckout | null {
  if (event.type !== 'checkout.session.completed') return null;
  const parsed = paidSessionSchema.safeParse(event.data.object);
  if (!parsed.success) return null;
  const session = parsed.data;
  return {
    providerPaymentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent.id,
    clinicId: session.metadata.clinicId,
    invoiceId: session.metadata.invoiceId,
    amountCents: session.amount_total,
    currency: session.currency.toUpperCase(),
    paidAt: new Date(event.created * 1000),
  };
}
