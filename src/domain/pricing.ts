import { addMoney, money, multiplyMoney, type Money } from './money.js';
import {
  addOnOf,
  addOns,
  FREE_TRIAL_DAYS,
  formatLimit,
  formatStorage,
  marketingPlanOf,
  marketingPlans,
  planFeatures,
  planOf,
  supportLevels,
  type AddOn,
  type AddOnId,
  type MarketingPlan,
  type PlanFeatureId,
  type PlanId,
} from './plans.js';

/**
 * Pricing rules on the plan catalogue: what a plan costs
 * per billing period, which add-ons a plan can take, and the estimate the pricing page shows.
 */
export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** The labels yearly billing shows, exactly. */
export const YEARLY_LABELS = { save: 'Save 20%', monthsFree: '2 months free' } as const;

/** What is charged each billing period: the monthly or the yearly price. */
export function periodPrice(plan: MarketingPlan, period: BillingPeriod): Money {
  return plan.offer.prices[period];
}

/**
 * The price per month: yearly billing divides the yearly price by 12 and rounds DOWN to the
 * cent, so 249.99 a year reads 20.83 a month.
 */
export function pricePerMonth(plan: MarketingPlan, period: BillingPeriod): Money {
  const { monthly, yearly } = plan.offer.prices;
  if (period === 'monthly') return monthly;
  return money(Math.floor(yearly.amountMinor / 12), yearly.currency);
}

/** What yearly billing saves over twelve monthly payments. */
export function yearlySavings(plan: MarketingPlan): Money {
  const { monthly, yearly } = plan.offer.prices;
  return money(monthly.amountMinor * 12 - yearly.amountMinor, yearly.currency);
}

/** An add-on is available once the plan's rank reaches its minimum plan's rank. */
export function isAddOnAvailable(addOn: AddOn, planId: PlanId): boolean {
  return planOf(planId).rank >= marketingPlanOf(addOn.minimumPlan).rank;
}

/** The note under an add-on the selected plan cannot take, e.g. 'Requires Team plan'. */
export function addOnRequirementNote(addOn: AddOn): string {
  return `Requires ${marketingPlanOf(addOn.minimumPlan).name} plan`;
}

/** Its tooltip, e.g. 'Available on Team and above'. */
export function addOnAvailabilityTooltip(addOn: AddOn): string {
  return `Available on ${marketingPlanOf(addOn.minimumPlan).name} and above`;
}

/** Chosen add-ons and how many of each (1 unless the add-on is per unit). */
export type AddOnSelection = Partial<Record<AddOnId, number>>;

/** Drops the add-ons a newly selected plan cannot take, so the estimate never holds them. */
export function keepAvailableAddOns(selection: AddOnSelection, planId: PlanId): AddOnSelection {
  const kept: AddOnSelection = {};
  for (const [id, quantity] of Object.entries(selection) as [AddOnId, number][]) {
    if (quantity > 0 && isAddOnAvailable(addOnOf(id), planId)) kept[id] = quantity;
  }
  return kept;
}

/** The most additional users one estimate takes; a larger team talks to sales. */
export const MAX_ADDITIONAL_USERS = 100;

/** The query parameter chosen add-ons travel in, from the pricing page through checkout. */
export const ADD_ONS_QUERY_PARAM = 'addOns';

/**
 * A selection as it travels in an address from the pricing page to checkout:
 * "advanced_analytics,additional_user*3" (a quantity only when it is more than one).
 */
export function addOnSelectionParam(selection: AddOnSelection): string {
  return addOns
    .filter((addOn) => (selection[addOn.id] ?? 0) > 0)
    .map((addOn) => {
      const quantity = selection[addOn.id]!;
      return quantity > 1 ? `${addOn.id}*${quantity}` : addOn.id;
    })
    .join(',');
}

/**
 * The selection in an address; unknown add-ons and quantities that are not whole numbers are
 * left out, and a quantity above the most one estimate takes is held to it.
 */
export function readAddOnSelection(param: string | null): AddOnSelection {
  const selection: AddOnSelection = {};
  for (const part of (param ?? '').split(',')) {
    const [id, count = '1'] = part.trim().split('*');
    const addOn = addOns.find((candidate) => candidate.id === id);
    if (!addOn || !/^\d{1,4}$/.test(count) || Number(count) < 1) continue;
    selection[addOn.id] = addOn.perUnit ? Math.min(Number(count), MAX_ADDITIONAL_USERS) : 1;
  }
  return selection;
}

export interface EstimateLine {
  addOn: AddOn;
  quantity: number;
  /** Per billing period for a recurring add-on; once for a one-time add-on. */
  amount: Money;
}

export interface Estimate {
  plan: MarketingPlan;
  period: BillingPeriod;
  planAmount: Money;
  recurringAddOns: EstimateLine[];
  oneTimeAddOns: EstimateLine[];
  /** Plan plus recurring add-ons, charged each billing period after the trial. */
  recurringTotal: Money;
  /** Charged once, with the first payment. */
  oneTimeTotal: Money;
}

/**
 * The chosen add-ons priced for a billing period, as they are (availability is the caller's
 * business). Recurring add-ons are priced per month, so yearly billing charges twelve of them
 * (the 20% yearly saving applies to plans only); zero quantities are left out.
 */
export function priceAddOns(
  selection: AddOnSelection,
  period: BillingPeriod,
): Pick<Estimate, 'recurringAddOns' | 'oneTimeAddOns'> {
  const lines = addOns
    .filter((addOn) => (selection[addOn.id] ?? 0) > 0)
    .map((addOn): EstimateLine => {
      const quantity = addOn.perUnit ? selection[addOn.id]! : 1;
      const months = addOn.billing === 'monthly' && period === 'yearly' ? 12 : 1;
      return { addOn, quantity, amount: multiplyMoney(addOn.price, quantity * months) };
    });
  return {
    recurringAddOns: lines.filter((line) => line.addOn.billing === 'monthly'),
    oneTimeAddOns: lines.filter((line) => line.addOn.billing === 'one_time'),
  };
}

/** The pricing page's running estimate; add-ons the plan cannot take are left out. */
export function estimate(
  plan: MarketingPlan,
  period: BillingPeriod,
  selection: AddOnSelection,
): Estimate {
  const planAmount = periodPrice(plan, period);
  const { recurringAddOns, oneTimeAddOns } = priceAddOns(
    keepAvailableAddOns(selection, plan.id),
    period,
  );
  const sum = (start: Money, items: EstimateLine[]) =>
    items.reduce((total, line) => addMoney(total, line.amount), start);
  return {
    plan,
    period,
    planAmount,
    recurringAddOns,
    oneTimeAddOns,
    recurringTotal: sum(planAmount, recurringAddOns),
    oneTimeTotal: sum(money(0, planAmount.currency), oneTimeAddOns),
  };
}

/**
 * What a plan card lists: for the lowest plan everything it includes; for the others only what
 * they add to the plan below ("Everything in Solo, plus"), so cards stay short.
 */
export function cardFeatures(plan: MarketingPlan): {
  includesAllOf: MarketingPlan | null;
  features: PlanFeatureId[];
} {
  const index = marketingPlans.indexOf(plan);
  const below = index > 0 ? marketingPlans[index - 1]! : null;
  const features = planFeatures
    .map((feature) => feature.id)
    .filter((id) => plan.features.includes(id) && !below?.features.includes(id));
  return { includesAllOf: below, features };
}

export interface ComparisonRow {
  id: string;
  label: string;
  /** One per marketing plan, in rank order: text, or whether the feature is included. */
  values: Array<string | boolean>;
}

export interface ComparisonGroup {
  label: string;
  rows: ComparisonRow[];
}

/** The comparison table, read straight from the catalogue (decision 009). */
export function comparisonGroups(): ComparisonGroup[] {
  const row = (id: string, label: string, value: (plan: MarketingPlan) => string | boolean) => ({
    id,
    label,
    values: marketingPlans.map(value),
  });
  return [
    {
      label: 'Limits',
      rows: [
        row('users', 'Users', (plan) => formatLimit(plan.limits.users)),
        row('patients', 'Patients', (plan) => formatLimit(plan.limits.patients)),
        row('storage', 'Storage', (plan) => formatStorage(plan.limits.storageGb)),
      ],
    },
    {
      label: 'Features',
      rows: planFeatures.map((feature) =>
        row(feature.id, feature.label, (plan) => plan.features.includes(feature.id)),
      ),
    },
    {
      label: 'Support and trial',
      rows: [
        row('support', 'Support', (plan) => supportLevels[plan.support].label),
        row('trial', 'Free trial', () => `${FREE_TRIAL_DAYS} days`),
      ],
    },
  ];
}
