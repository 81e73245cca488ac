import { money, type Money } from './money.js';

/**
 * The plan catalogue (decision 009): the one source of every plan's limits, prices,
 * features, support and marketing flags, and of the add-ons. The pricing page's cards and
 * comparison table, checkout and the server's limits all read it; nothing else may restate a
 * plan's numbers. The rules built on it (yearly per-month price, add-on availability, the
 * estimate) are in pricing.ts.
 */
export const planIds = ['solo', 'team', 'clinic', 'early_access'] as const;
export type PlanId = (typeof planIds)[number];

/** The plans sold on the pricing page, in rank order. */
export const marketingPlanIds = ['solo', 'team', 'clinic'] as const;
export type MarketingPlanId = (typeof marketingPlanIds)[number];

export interface PlanLimits {
  /** Active members plus open invitations. */
  users: number;
  /** null: unlimited. */
  patients: number | null;
  storageGb: number;
}

/** What a plan includes beyond its limits, in the order the comparison table lists them. */
export const planFeatures = [
  { id: 'patient_records', label: 'Patient records with visit history and structured notes' },
  { id: 'attachments', label: 'File attachments on patient records' },
  { id: 'scheduling', label: 'Scheduling with reminders and conflict detection' },
  { id: 'treatment_plans', label: 'Treatment plans with progress tracking' },
  { id: 'access_control', label: 'Role-based access and audit trail' },
  { id: 'analytics', label: 'Analytics and reports' },
  { id: 'api_access', label: 'API access' },
] as const;
export type PlanFeatureId = (typeof planFeatures)[number]['id'];

export const supportLevels = {
  email: { label: 'Email', cardLabel: 'Email support' },
  email_chat: { label: 'Email and chat', cardLabel: 'Email and chat support' },
  phone_24_7: { label: '24/7 phone, email and chat', cardLabel: '24/7 phone support' },
} as const;
export type SupportLevel = keyof typeof supportLevels;

export interface PlanPrices {
  monthly: Money;
  yearly: Money;
}

/** How a sold plan is offered on the pricing page and at checkout. */
export interface PlanOffer {
  prices: PlanPrices;
  /** One line: who the plan is for. */
  summary: string;
  mostPopular: boolean;
  /** Its call to action is 'Contact Sales' (to /contact) rather than a free trial. */
  contactSales: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Solo 1 < Team 2 < Clinic+ 3: add-ons need at least their minimum plan's rank. */
  rank: number;
  limits: PlanLimits;
  /**
   * Mails a clinic may have Motio send in a day (appointment confirmations and reminders,
   * invitations): enough for its patients, too few to make Motio a mail relay.
   */
  mailsPerDay: number;
  /** SMS segments a clinic may send in 30 days; past it, messages go by email. */
  smsSegmentsPerMonth: number;
  features: readonly PlanFeatureId[];
  support: SupportLevel;
  /** null: not sold (Early Access). */
  offer: PlanOffer | null;
}

export interface MarketingPlan extends Plan {
  id: MarketingPlanId;
  offer: PlanOffer;
}

/** Every plan starts with this free trial; nothing is charged before it ends. */
export const FREE_TRIAL_DAYS = 14;

/** The plan selected when the pricing page opens ("professional", which is Team). */
export const DEFAULT_PLAN_ID: MarketingPlanId = 'team';

const everyPlanFeatures = [
  'patient_records',
  'attachments',
  'scheduling',
  'treatment_plans',
  'access_control',
] as const satisfies readonly PlanFeatureId[];

const solo: MarketingPlan = {
  id: 'solo',
  name: 'Solo',
  rank: 1,
  limits: { users: 2, patients: 100, storageGb: 10 },
  mailsPerDay: 200,
  smsSegmentsPerMonth: 300,
  features: everyPlanFeatures,
  support: 'email',
  offer: {
    prices: { monthly: money(2499), yearly: money(24999) },
    summary: 'For a therapist in independent practice, with a seat for an assistant.',
    mostPopular: false,
    contactSales: false,
  },
};

const team: MarketingPlan = {
  id: 'team',
  name: 'Team',
  rank: 2,
  limits: { users: 10, patients: 1000, storageGb: 100 },
  mailsPerDay: 1000,
  smsSegmentsPerMonth: 1500,
  features: [...everyPlanFeatures, 'analytics'],
  support: 'email_chat',
  offer: {
    prices: { monthly: money(4999), yearly: money(49999) },
    summary: 'For a growing practice with several therapists and a front desk.',
    mostPopular: true,
    contactSales: false,
  },
};

const clinic: MarketingPlan = {
  id: 'clinic',
  name: 'Clinic+',
  rank: 3,
  limits: { users: 50, patients: null, storageGb: 1024 },
  mailsPerDay: 5000,
  smsSegmentsPerMonth: 6000,
  features: [...everyPlanFeatures, 'analytics', 'api_access'],
  support: 'phone_24_7',
  offer: {
    prices: { monthly: money(8999), yearly: money(89999) },
    summary:
      'For multi-therapist clinics that connect other systems and need support around the clock.',
    mostPopular: false,
    contactSales: true,
  },
};

export const plans: Record<PlanId, Plan> = {
  solo,
  team,
  clinic,
  // Early Access: lifetime free with Team's limits, features and rank.
  early_access: { ...team, id: 'early_access', name: 'Early Access', offer: null },
};

/** The pricing page's plans, in rank order. */
export const marketingPlans: readonly MarketingPlan[] = [solo, team, clinic];

/** An unknown id (a plan retired since) falls back to Team limits rather than locking a clinic out. */
export function planOf(id: string): Plan {
  return (plans as Record<string, Plan | undefined>)[id] ?? plans.team;
}

export function marketingPlanOf(id: MarketingPlanId): MarketingPlan {
  return marketingPlans.find((plan) => plan.id === id)!;
}

export function isMarketingPlanId(value: string): value is MarketingPlanId {
  return (marketingPlanIds as readonly string[]).includes(value);
}

/** The add-ons. Prices are per month unless one-time; the minimum plan is by rank. */
export const addOnIds = ['advanced_analytics', 'team_training', 'additional_user'] as const;
export type AddOnId = (typeof addOnIds)[number];

export interface AddOn {
  id: AddOnId;
  name: string;
  description: string;
  price: Money;
  billing: 'monthly' | 'one_time';
  minimumPlan: MarketingPlanId;
  /** Can be bought more than once (one per extra user). */
  perUnit: boolean;
}

export const addOns: readonly AddOn[] = [
  {
    id: 'advanced_analytics',
    name: 'Advanced Analytics',
    description:
      "Deeper reports on top of your plan's analytics, such as trends over time and comparisons between therapists.",
    price: money(2000),
    billing: 'monthly',
    minimumPlan: 'team',
    perUnit: false,
  },
  {
    id: 'team_training',
    name: 'Team Training',
    description:
      'A live online session that walks your team through scheduling, notes and treatment plans.',
    price: money(10000),
    billing: 'one_time',
    minimumPlan: 'solo',
    perUnit: false,
  },
  {
    id: 'additional_user',
    name: 'Additional User',
    description: "One more user beyond your plan's limit, for each extra person on your team.",
    price: money(500),
    billing: 'monthly',
    minimumPlan: 'solo',
    perUnit: true,
  },
];

export function addOnOf(id: AddOnId): AddOn {
  return addOns.find((addOn) => addOn.id === id)!;
}

/** Storage as the pricing page writes it: "10GB", "100GB", "1TB". */
export function formatStorage(storageGb: number): string {
  return storageGb >= 1024 && storageGb % 1024 === 0 ? `${storageGb / 1024}TB` : `${storageGb}GB`;
}

const countFormat = new Intl.NumberFormat('en-US');

/** "1,000", or "Unlimited" for no limit. */
export function formatLimit(limit: number | null): string {
  return limit === null ? 'Unlimited' : countFormat.format(limit);
}
