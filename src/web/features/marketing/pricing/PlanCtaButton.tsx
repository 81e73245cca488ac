import { Button, VisuallyHidden, type ButtonVariant } from '@mantine/core';
import { Link } from 'react-router';
import type { MarketingPlan } from '../../../../domain/plans';
import type { BillingPeriod } from '../../../../domain/pricing';
import { planCta } from './plan-cta';

interface PlanCtaButtonProps {
  plan: MarketingPlan;
  period: BillingPeriod;
  variant?: ButtonVariant;
  /** The id of a line explaining where the button leads. */
  describedBy?: string;
}

/** A plan's call to action; a trial's accessible name says which plan ('Start free trial of Solo'). */
export function PlanCtaButton({ plan, period, variant, describedBy }: PlanCtaButtonProps) {
  const cta = planCta(plan, period);
  return (
    <Button component={Link} to={cta.to} fullWidth variant={variant} aria-describedby={describedBy}>
      {cta.label} {!plan.offer.contactSales && <VisuallyHidden>of {plan.name}</VisuallyHidden>}
    </Button>
  );
}
