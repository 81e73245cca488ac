import { z } from 'zod';
import { registerSchema } from './auth.js';
import { billingPeriods } from './pricing.js';

/**
 * Billing contracts (spec §3 Product, Plan info, Account creation payload; §7 billing calls;
 * issue "Paid sign-up, checkout and subscription billing"). Money is integer minor units plus an
 * ISO currency (DESIGN §3); `decimals` says how many of the digits are after the point.
 */
export const billingProviderIds = ['local', 'paddle'] as const;
export type BillingProviderId = (typeof billingProviderIds)[number];

export const billingIntervalSchema = z.enum(billingPeriods);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const productPriceSchema = z.object({
  priceId: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  decimals: z.number().int().min(0).default(2),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** GET /api/v1/billing/products -> { items } (spec §3 Product). */
export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  prices: z.object({
    monthly: productPriceSchema.nullable(),
    yearly: productPriceSchema.nullable(),
  }),
});
export type Product = z.infer<typeof productSchema>;
export const productsResponseSchema = z.object({ items: z.array(productSchema) });

/** POST /api/v1/billing/client-token -> { token } (the browser SDK's key; local: a fixed marker). */
export const clientTokenResponseSchema = z.object({ token: z.string() });

/** GET /api/v1/billing/debug -> which payment environment the browser must use. */
export const paymentEnvironments = ['production', 'sandbox'] as const;
export const billingDebugResponseSchema = z.object({
  provider: z.enum(billingProviderIds),
  environment: z.enum(paymentEnvironments),
});
export type BillingDebug = z.infer<typeof billingDebugResponseSchema>;

/** Spec §3: plan info carried from checkout to registration. */
export const planInfoSchema = z.object({
  priceId: z.string().min(1),
  planName: z.string().min(1),
  /** Lowercased, spaces turned into hyphens ("Clinic+" -> "clinic+"). */
  planType: z.string().min(1),
  interval: billingIntervalSchema,
  /** Formatted for display ("$49.99"); never trusted for the amount. */
  price: z.string(),
  currency: z.string().length(3),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;

/**
 * Spec §3 account creation payload: POST /api/v1/auth/register with a payment transaction id.
 * The server asks the provider for the transaction and trusts nothing else here about payment.
 */
export const paidRegisterSchema = registerSchema.extend({
  transactionId: z.string().min(1).max(200),
  planInfo: planInfoSchema,
});
export type PaidRegisterInput = z.infer<typeof paidRegisterSchema>;

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
