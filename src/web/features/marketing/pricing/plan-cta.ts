import { FREE_TRIAL_DAYS, type MarketingPlan } from '../../../../domain/plans';
import {
  ADD_ONS_QUERY_PARAM,
  addOnSelectionParam,
  keepAvailableAddOns,
  type AddOnSelection,
  type BillingPeriod,
} from '../../../../domain/pricing';

export interface PlanCta {
  label: 'Start free trial' | 'Contact Sales';
  to: string;
  /** What following it does, shown under the button. */
  explanation: string;
}

/**
 * A plan's call to action: Clinic+ goes to sales, the others to checkout with the plan
 * preselected by name and the billing period already chosen here.
 */
export function planCta(
  plan: MarketingPlan,
  period: BillingPeriod,
  addOns: AddOnSelection = {},
): PlanCta {
  if (plan.offer.contactSales) {
    return {
      label: 'Contact Sales',
      to: '/contact',
      explanation: 'Tell us about your clinic; we reply within 24 hours.',
    };
  }
  const query = new URLSearchParams({ plan: plan.name, interval: period });
  // The add-ons chosen here travel along, so checkout can list them as added after sign-up.
  const chosen = addOnSelectionParam(keepAvailableAddOns(addOns, plan.id));
  if (chosen) query.set(ADD_ONS_QUERY_PARAM, chosen);
  return {
    label: 'Start free trial',
    to: `/checkout?${query.toString()}`,
    explanation: `Continues to checkout. ${FREE_TRIAL_DAYS} days free: nothing is charged until the trial ends.`,
  };
}
