import { Button, VisuallyHidden, type ButtonVariant } from '@mantine/core';
import { Link } from 'react-router';
import type { MarketingPlan } from '../../../../domain/plans';
import type { AddOnSelection, BillingPeriod } from '../../../../domain/pricing';
import { planCta } from './plan-cta';

interface PlanCtaButtonProps {
  plan: MarketingPlan;
  period: BillingPeriod;
  /** The add-ons chosen on the pricing page; those the plan can take go along to checkout. */
  addOns?: AddOnSelection;
  variant?: ButtonVariant;
  /** The id of a line explaining where the button leads. */
  describedBy?: string;
}

/** A plan's call to action; a trial's accessible name says which plan ('Start free trial of Solo'). */
export function PlanCtaButton({ plan, period, addOns, variant, describedBy }: PlanCtaButtonProps) {
  const cta = planCta(plan, period, addOns);
  return (
    <Button component={Link} to={cta.to} fullWidth variant={variant} aria-describedby={describedBy}>
      {cta.label} {!plan.offer.contactSales && <VisuallyHidden>of {plan.name}</VisuallyHidden>}
    </Button>
  );
}
