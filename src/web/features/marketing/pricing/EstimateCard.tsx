import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../domain/money';
import { FREE_TRIAL_DAYS } from '../../../../domain/plans';
import type { AddOnSelection, Estimate } from '../../../../domain/pricing';
import { AddedAfterSignUp } from '../../../components/marketing/AddedAfterSignUp';
import classes from './Pricing.module.css';
import { PlanCtaButton } from './PlanCtaButton';

interface EstimateCardProps {
  estimate: Estimate;
  /** The add-ons as chosen, carried to checkout by the call to action. */
  addOns: AddOnSelection;
}

/**
 * The running estimate for the selected plan and billing period. Its total is what checkout
 * charges, the plan alone; chosen add-ons are listed apart, as added after sign-up.
 */
export function EstimateCard({ estimate, addOns }: EstimateCardProps) {
  const { plan, period } = estimate;
  const per = period === 'monthly' ? 'per month' : 'per year';

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pricing-estimate-heading">
      <Stack gap="md">
        <div>
          <Title order={3} id="pricing-estimate-heading">
            Your estimate
          </Title>
          <Text size="sm" c="dimmed">
            {plan.name} plan, billed {period}
          </Text>
        </div>
        <dl className={classes.estimateList}>
          <dt>{plan.name} plan</dt>
          <dd>{formatMoney(estimate.planAmount)}</dd>
        </dl>
        <Divider />
        <div aria-live="polite" aria-atomic="true">
          <dl className={classes.estimateList}>
            <dt className={classes.estimateTotal}>Total {per} at checkout</dt>
            <dd className={classes.estimateTotal} data-testid="estimate-total">
              {formatMoney(estimate.planAmount)}
            </dd>
          </dl>
        </div>
        <AddedAfterSignUp
          addOns={estimate}
          period={period}
          planAmount={estimate.planAmount}
          titleOrder={4}
        />
        <Text size="xs" c="dimmed">
          Free for the first {FREE_TRIAL_DAYS} days: checkout starts your plan&apos;s trial. An
          estimate before any sales tax or VAT.
        </Text>
        <PlanCtaButton plan={plan} period={period} addOns={addOns} />
      </Stack>
    </Card>
  );
}
