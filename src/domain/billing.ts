import { z } from 'zod';
import { registerSchema } from './auth.js';
import { marketingPlanIds } from './plans.js';
import { billingPeriods } from './pricing.js';

/**
 * Billing contracts: products, plan info, the account creation payload and the billing calls of
 * paid sign-up, checkout and subscriptions. Money is integer minor units plus an
 * ISO currency; `decimals` says how many of the digits are after the point.
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

/** GET /api/v1/billing/products -> { items }. */
export const productSchema = z.object({
  id: z.string().min(1),
  /** The catalogue plan it sells: what its add-ons and limits are read from. */
  planId: z.enum(marketingPlanIds),
  name: z.string(),
  description: z.string(),
  prices: z.object({
    monthly: productPriceSchema.nullable(),
    yearly: productPriceSchema.nullable(),
  }),
});
export type Product = z.infer<typeof productSchema>;
export const productsResponseSchema = z.object({ items: z.array(productSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** POST /api/v1/billing/client-token -> { token } (the browser SDK's key; local: a fixed marker). */
export const clientTokenResponseSchema = z.object({ token: z.string() });
export type ClientTokenResponse = z.infer<typeof clientTokenResponseSchema>;

/** GET /api/v1/billing/debug -> which payment environment the browser must use. */
export const paymentEnvironments = ['production', 'sandbox'] as const;
export const billingDebugResponseSchema = z.object({
  provider: z.enum(billingProviderIds),
  environment: z.enum(paymentEnvironments),
});
export type BillingDebug = z.infer<typeof billingDebugResponseSchema>;

/** Plan info carried from checkout to registration. */
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
 * Account creation payload: POST /api/v1/auth/register with a payment transaction id.
 * The server asks the provider for the transaction and trusts nothing else here about payment.
 */
export const paidRegisterSchema = registerSchema.extend({
  transactionId: z.string().min(1).max(200),
  planInfo: planInfoSchema,
});
export type PaidRegisterInput = z.infer<typeof paidRegisterSchema>;

/**
 * The body POST /api/v1/auth/register takes: an Early Access sign-up (registerSchema alone) or a
 * paid one (paidRegisterSchema). A payment without its plan, or a plan without its payment, is
 * refused rather than read as an Early Access sign-up.
 */
export const registerRequestSchema = registerSchema
  .extend({
    transactionId: paidRegisterSchema.shape.transactionId.optional(),
    planInfo: planInfoSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.transactionId && !value.planInfo)
      context.addIssue({
        code: 'custom',
        path: ['planInfo'],
        message: 'The chosen plan is missing. Choose your plan again.',
      });
    if (value.planInfo && !value.transactionId)
      context.addIssue({
        code: 'custom',
        path: ['transactionId'],
        message: 'The payment is missing. Complete checkout first.',
      });
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The test cards of the local provider: no network, no real money. */
export const LOCAL_TEST_CARD_SUCCESS = '4242424242424242';
export const LOCAL_TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED_MESSAGE =
  'Your card was declined. Try another card; in this test mode 4242 4242 4242 4242 always succeeds.';

/** POST /api/v1/billing/local/checkout: the local overlay's payment. Card data is never stored. */
export const localCheckoutSchema = z.object({
  priceId: z.string().min(1).max(100),
  email: z.email().max(254),
  cardholderName: z.string().trim().min(1, 'Enter the name on the card').max(100),
  /** Digits only, spaces removed by the form. */
  cardNumber: z.string().regex(/^\d{12,19}$/, 'Enter a valid card number'),
  /** MM/YY, not in the past (checked by the server against its clock). */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry date as MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
});
export type LocalCheckoutInput = z.infer<typeof localCheckoutSchema>;
export const localCheckoutResponseSchema = z.object({ transactionId: z.string() });
export type LocalCheckoutResponse = z.infer<typeof localCheckoutResponseSchema>;

/** Plan & Billing (owner only): the clinic's subscription, usage and limits. */
export const subscriptionViewSchema = z.object({
  provider: z.enum(billingProviderIds),
  planId: z.string(),
  priceId: z.string(),
  interval: billingIntervalSchema,
  status: z.enum(subscriptionStatuses),
  trialEndsAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime(),
  cancelAtPeriodEnd: z.boolean(),
  addOns: z.record(z.string(), z.number().int()),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const usageSchema = z.object({
  users: z.number().int(),
  patients: z.number().int(),
  storageBytes: z.number().int(),
});

/** GET /api/v1/billing/subscription. `subscription` is null on Early Access (free, no payment). */
export const billingOverviewSchema = z.object({
  plan: z.object({
    id: z.string(),
    name: z.string(),
    limits: z.object({
      users: z.number().int(),
      patients: z.number().int().nullable(),
      storageGb: z.number().int(),
    }),
  }),
  subscription: subscriptionViewSchema.nullable(),
  usage: usageSchema,
  /** SMS segments sent over the last `days` days, against the plan's allowance for that time. */
  textMessages: z.object({
    segments: z.number().int(),
    limit: z.number().int(),
    days: z.number().int(),
  }),
  /** False once a cancelled subscription's period has ended: nothing new can be added. */
  hasAccess: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** POST /api/v1/billing/subscription/change-plan */
export const changePlanSchema = z.object({ priceId: z.string().min(1).max(100) });

/** GET /api/v1/billing/transactions */
export const transactionViewSchema = z.object({
  id: z.string(),
  occurredAt: z.iso.datetime(),
  kind: z.enum(['checkout', 'renewal', 'plan_change']),
  status: z.enum(['completed', 'declined']),
  planId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  decimals: z.number().int(),
  cardLast4: z.string().nullable(),
});
export type TransactionView = z.infer<typeof transactionViewSchema>;
export const transactionsResponseSchema = z.object({ items: z.array(transactionViewSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** Where every plan-limit message points (limits name Plan & Billing). */
export const PLAN_AND_BILLING_PATH = '/dashboard/settings/plan-and-billing';

/** What POST /billing/paddle/webhook answers once a notification is stored. */
export const paddleWebhookResponseSchema = z.object({ received: z.literal(true) });
