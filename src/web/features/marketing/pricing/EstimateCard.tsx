import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../domain/money';
import { FREE_TRIAL_DAYS } from '../../../../domain/plans';
import type { Estimate } from '../../../../domain/pricing';
import classes from './Pricing.module.css';
import { PlanCtaButton } from './PlanCtaButton';

/** The running estimate for the selected plan, billing period and chosen add-ons. */
export function EstimateCard({ estimate }: { estimate: Estimate }) {
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
          {estimate.recurringAddOns.map((line) => (
            <EstimateRow key={line.addOn.id} label={lineLabel(line)} amount={line.amount} />
          ))}
        </dl>
        <Divider />
        <div aria-live="polite" aria-atomic="true">
          <dl className={classes.estimateList}>
            <dt className={classes.estimateTotal}>Total {per}</dt>
            <dd className={classes.estimateTotal} data-testid="estimate-total">
              {formatMoney(estimate.recurringTotal)}
            </dd>
            {estimate.oneTimeAddOns.map((line) => (
              <EstimateRow
                key={line.addOn.id}
                label={`${line.addOn.name}, one-time`}
                amount={line.amount}
              />
            ))}
          </dl>
        </div>
        <Text size="xs" c="dimmed">
          Free for the first {FREE_TRIAL_DAYS} days. An estimate before any sales tax or VAT:
          checkout starts your plan&apos;s trial, and you add add-ons later from Plan and billing in
          your settings.
        </Text>
        <PlanCtaButton plan={plan} period={period} />
      </Stack>
    </Card>
  );
}

function lineLabel(line: Estimate['recurringAddOns'][number]) {
  return line.addOn.perUnit ? `${line.addOn.name} × ${line.quantity}` : line.addOn.name;
}

function EstimateRow({ label, amount }: { label: string; amount: Estimate['planAmount'] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{formatMoney(amount)}</dd>
    </>
  );
}
