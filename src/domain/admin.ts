import { z } from 'zod';
import { earlyAccessStatuses } from './auth.js';
import { billingIntervalSchema, billingProviderIds, subscriptionStatuses } from './billing.js';
import { inquiryTypes } from './contact.js';
import { feedbackCategories, supportCategories, triageStatuses } from './feedback.js';
import { planIds } from './plans.js';
import { clinicRoles } from './roles.js';

/**
 * The operator admin area: `/admin/*`, platform_admin only.
 * Nothing here carries patient data: clinics are described by counts, never by records.
 */

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number('Use a whole number.')
    .int('Use a whole number.')
    .min(min, `Use at least ${min}.`)
    .max(max, `Use at most ${max}.`);

export const ADMIN_PAGE_SIZE = 20;

const pageQuery = {
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, 100).default(ADMIN_PAGE_SIZE),
};

const pageOf = { total: z.number().int(), page: z.number().int(), pages: z.number().int() };

/** Money as minor units plus currency. */
export const moneyViewSchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type MoneyView = z.infer<typeof moneyViewSchema>;

// ---------------------------------------------------------------- overview

/**
 * GET /admin/overview. MRR counts active and past-due subscriptions (the clinic is billed;
 * past-due is still owed) at their price per month (yearly / 12, rounded down) plus their
 * monthly add-ons; trialing subscriptions are reported apart as `trialingMrr` because nothing is
 * charged before the trial ends. One entry per currency.
 */
export const adminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    disabled: z.number().int(),
    platformAdmins: z.number().int(),
  }),
  clinics: z.number().int(),
  /** The last 12 ISO weeks (Monday, UTC), oldest first, empty weeks included. */
  signupsPerWeek: z.array(z.object({ weekStart: z.iso.date(), count: z.number().int() })),
  subscriptions: z.array(
    z.object({
      planId: z.string(),
      status: z.enum(subscriptionStatuses),
      count: z.number().int(),
    }),
  ),
  mrr: z.array(moneyViewSchema),
  trialingMrr: z.array(moneyViewSchema),
  /** Feedback and contact messages not done yet. */
  openFeedback: z.object({ feedback: z.number().int(), contact: z.number().int() }),
  earlyAccess: z.object({
    members: z.number().int(),
    waitlisted: z.number().int(),
    capacity: z.number().int(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------- users

export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  ...pageQuery,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  verified: z.boolean(),
  disabled: z.boolean(),
  platformAdmin: z.boolean(),
  earlyAccess: z.enum(earlyAccessStatuses).nullable(),
  createdAt: z.iso.datetime(),
  /** The latest use of any of their sessions; null when none is left. */
  lastSeenAt: z.iso.datetime().nullable(),
  activeSessions: z.number().int(),
  clinics: z.array(
    z.object({
      clinicId: z.uuid(),
      clinicName: z.string(),
      role: z.enum(clinicRoles),
      active: z.boolean(),
    }),
  ),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), ...pageOf });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserActions = [
  'disable',
  'enable',
  'admit',
  'resend-verification',
  'end-sessions',
] as const;
export type AdminUserAction = (typeof adminUserActions)[number];

// ---------------------------------------------------------------- feedback

export const feedbackKinds = ['feedback', 'contact'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];

export const adminFeedbackListQuerySchema = z.object({
  kind: z.enum(feedbackKinds, 'Choose feedback or contact.').optional(),
  status: z.enum(triageStatuses, 'Choose new, triaged, planned or done.').optional(),
  ...pageQuery,
});
export type AdminFeedbackListQuery = z.infer<typeof adminFeedbackListQuerySchema>;

export const adminFeedbackItemSchema = z.object({
  kind: z.enum(feedbackKinds),
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  status: z.enum(triageStatuses),
  internalNotes: z.string(),
  /** Feedback: its category; contact: the support category or else the inquiry type. */
  category: z.enum([...feedbackCategories, ...supportCategories, ...inquiryTypes]),
  subject: z.string().nullable(),
  message: z.string(),
  rating: z.number().int().nullable(),
  /** The dashboard path feedback was sent from; null for contact messages. */
  page: z.string().nullable(),
  senderName: z.string().nullable(),
  senderEmail: z.string().nullable(),
  clinicName: z.string().nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;

export const adminFeedbackListSchema = z.object({
  items: z.array(adminFeedbackItemSchema),
  ...pageOf,
});
export type AdminFeedbackList = z.infer<typeof adminFeedbackListSchema>;

export const adminFeedbackParamsSchema = z.object({
  kind: z.enum(feedbackKinds, 'Choose feedback or contact.'),
  id: z.uuid('Not a valid id.'),
});

export const INTERNAL_NOTES_MAX = 5000;

export const adminFeedbackUpdateSchema = z
  .object({
    status: z.enum(triageStatuses, 'Choose new, triaged, planned or done.').optional(),
    internalNotes: z
      .string()
      .trim()
      .max(INTERNAL_NOTES_MAX, `Use at most ${INTERNAL_NOTES_MAX} characters.`)
      .optional(),
  })
  .refine((input) => input.status !== undefined || input.internalNotes !== undefined, {
    message: 'Change the status or the notes.',
    path: ['status'],
  });
export type AdminFeedbackUpdate = z.infer<typeof adminFeedbackUpdateSchema>;

// ---------------------------------------------------------------- usage

export const adminUsageListQuerySchema = z.object({ ...pageQuery });

const usedOf = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

export const adminClinicUsageSchema = z.object({
  clinicId: z.uuid(),
  clinicName: z.string(),
  planId: z.string(),
  planName: z.string(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  /** Members plus open invitations, as the plan's user limit counts them. */
  users: usedOf,
  patients: usedOf,
  /** Bytes. */
  storage: usedOf,
  /** Appointments have no plan limit: `limit` is always null. */
  appointments: usedOf,
  /** The newest audit event or session use in the clinic. */
  lastActivityAt: z.iso.datetime().nullable(),
});
export type AdminClinicUsage = z.infer<typeof adminClinicUsageSchema>;

export const adminUsageListSchema = z.object({
  clinics: z.array(adminClinicUsageSchema),
  ...pageOf,
});
export type AdminUsageList = z.infer<typeof adminUsageListSchema>;

// ---------------------------------------------------------------- plans

export const planLimitsSchema = z.object({
  users: wholeNumber(1, 100_000),
  /** null: unlimited. */
  patients: wholeNumber(1, 10_000_000).nullable(),
  storageGb: wholeNumber(1, 1_048_576),
});

const adminPriceSchema = z.object({
  priceId: z.string(),
  amount: z.number().int(),
  currency: z.string().length(3),
});

export const adminPlanSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  /** Sold on the pricing page (Early Access is not). */
  sold: z.boolean(),
  limits: planLimitsSchema,
  defaultLimits: planLimitsSchema,
  limitsOverridden: z.boolean(),
  /** The local provider's prices; null under Paddle (see `paddlePrices`). */
  prices: z
    .object({ monthly: adminPriceSchema.nullable(), yearly: adminPriceSchema.nullable() })
    .nullable(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const earlyAccessViewSchema = z.object({
  capacity: z.number().int(),
  defaultCapacity: z.number().int(),
  overridden: z.boolean(),
  members: z.number().int(),
  waitlisted: z.number().int(),
});
export type EarlyAccessView = z.infer<typeof earlyAccessViewSchema>;

export const adminPlansSchema = z.object({
  provider: z.enum(billingProviderIds),
  /** Limits and prices can be changed here (local provider only). */
  editable: z.boolean(),
  plans: z.array(adminPlanSchema),
  /** Paddle's prices and the plan each names in its product's custom data (read-only). */
  paddlePrices: z.array(
    adminPriceSchema.extend({ planId: z.string(), interval: billingIntervalSchema }),
  ),
  /** Set when Paddle could not be asked for its prices. */
  paddleError: z.string().nullable(),
  addOns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: moneyViewSchema,
      billing: z.enum(['monthly', 'one_time']),
      minimumPlan: z.string(),
    }),
  ),
  earlyAccess: earlyAccessViewSchema,
});
export type AdminPlans = z.infer<typeof adminPlansSchema>;

export const adminPlanParamsSchema = z.object({
  planId: z.enum(planIds, 'Not a plan of the catalogue.'),
});

const priceAmount = wholeNumber(0, 100_000_000);

/** PUT /admin/plans/{planId}: the limits, and for a sold plan its local prices in minor units. */
export const adminPlanUpdateSchema = z.object({
  limits: planLimitsSchema,
  prices: z.object({ monthly: priceAmount, yearly: priceAmount }).optional(),
});
export type AdminPlanUpdate = z.infer<typeof adminPlanUpdateSchema>;
export type AdminPlanUpdateInput = z.input<typeof adminPlanUpdateSchema>;

/** PUT /admin/early-access. */
export const earlyAccessCapacitySchema = z.object({ capacity: wholeNumber(0, 1_000_000) });
export type EarlyAccessCapacityInput = z.infer<typeof earlyAccessCapacitySchema>;

export const adminOverviewResponseSchema = z.object({ overview: adminOverviewSchema });
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const adminFeedbackItemResponseSchema = z.object({ item: adminFeedbackItemSchema });
export type AdminFeedbackItemResponse = z.infer<typeof adminFeedbackItemResponseSchema>;

export const adminPlanResponseSchema = z.object({ plan: adminPlanSchema });
export type AdminPlanResponse = z.infer<typeof adminPlanResponseSchema>;

export const earlyAccessResponseSchema = z.object({ earlyAccess: earlyAccessViewSchema });
export type EarlyAccessResponse = z.infer<typeof earlyAccessResponseSchema>;
