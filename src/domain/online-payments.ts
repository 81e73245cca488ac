import { z } from 'zod';
import { localCheckoutSchema } from './billing.js';
import { invoiceStatuses } from './invoices.js';

/**
 * A patient paying an invoice online through the "Pay now" link of its mail. Public routes:
 * whoever holds the link sees the clinic, the invoice number and what is owed, nothing more.
 *
 * GET  /pay/{token} → {payment}: 404 for an unknown link or a void invoice; paid: balance 0
 * POST /pay/{token}/checkout → {url}: the provider's page for the full balance (409 when none)
 * POST /pay/{token}/card → {paid, receiptSent}: the local provider's test card (404 with Stripe)
 * POST /webhooks/stripe: Stripe's signed events (checkout.session.completed records the payment)
 */

export const patientPaymentProviderIds = ['local', 'stripe'] as const;
export type PatientPaymentProviderId = (typeof patientPaymentProviderIds)[number];

/** The random token of an invoice's pay link (URL-safe). */
export const payTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Not a valid payment link.')
    .describe("The token of the invoice's pay link"),
});

export const payLinkSchema = z.object({
  clinicName: z.string(),
  clinicLogoUrl: z.string().optional(),
  invoiceNumber: z.string(),
  currency: z.string(),
  /** The clinic's locale, for writing the amount as the clinic does. */
  locale: z.string(),
  totalCents: z.number().int(),
  balanceCents: z.number().int(),
  /** The clinic's day payment is due. */
  dueOn: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  provider: z.enum(patientPaymentProviderIds),
});
export type PayLink = z.infer<typeof payLinkSchema>;
export const payLinkResponseSchema = z.object({ payment: payLinkSchema });
export type PayLinkResponse = z.infer<typeof payLinkResponseSchema>;

export const payCheckoutResponseSchema = z.object({ url: z.string() });
export type PayCheckoutResponse = z.infer<typeof payCheckoutResponseSchema>;

/** The local provider's card form: the subscription checkout's test cards and rules. */
export const payCardSchema = localCheckoutSchema.pick({
  cardNumber: true,
  expiry: true,
  cvc: true,
});
export type PayCardInput = z.infer<typeof payCardSchema>;
export const payCardResponseSchema = z.object({
  paid: z.literal(true),
  /** A receipt mailed to the patient; none is sent yet. */
  receiptSent: z.boolean(),
});
export type PayCardResponse = z.infer<typeof payCardResponseSchema>;

export const stripeWebhookResponseSchema = z.object({ received: z.literal(true) });

export const PAY_LINK_PAID_MESSAGE = 'This invoice is paid. Thank you!';
