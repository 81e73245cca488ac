import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { addMoney, formatMoney, type Money } from '../../../domain/money.js';
import type { BillingPeriod, Estimate, EstimateLine } from '../../../domain/pricing.js';
import classes from './AddedAfterSignUp.module.css';

interface AddedAfterSignUpProps {
  /** The chosen add-ons the plan can take, priced for the billing period. */
  addOns: Pick<Estimate, 'recurringAddOns' | 'oneTimeAddOns'>;
  period: BillingPeriod;
  /**
   * What checkout charges for the plan each billing period (after the trial); with it the list
   * also says what the plan comes to once the add-ons are added.
   */
  planAmount?: Money;
  titleOrder?: 2 | 3 | 4;
  /** A box of its own (a page section) rather than a part below a divider (inside a card). */
  framed?: boolean;
}

const perPeriod: Record<BillingPeriod, string> = { monthly: 'per month', yearly: 'per year' };

/**
 * Add-ons chosen on the pricing page, shown apart from the checkout total: checkout sells the plan
 * alone (one item), so each add-on is listed with its price as added after sign-up, and the total
 * it would make is stated as such rather than folded into what checkout charges.
 */
export function AddedAfterSignUp({
  addOns: { recurringAddOns, oneTimeAddOns },
  period,
  planAmount,
  titleOrder = 3,
  framed = false,
}: AddedAfterSignUpProps) {
  const titleId = useId();
  if (recurringAddOns.length + oneTimeAddOns.length === 0) return null;
  const lines = [...recurringAddOns, ...oneTimeAddOns];

  return (
    <section aria-labelledby={titleId} className={framed ? classes.framed : classes.divided}>
      <Stack gap="xs">
        <Title order={titleOrder} id={titleId} className={classes.title}>
          Added after sign-up
        </Title>
        <dl className={classes.list}>
          {lines.map((line) => (
            <div key={line.addOn.id} className={classes.row}>
              <dt>{lineName(line)}</dt>
              <dd>
                {formatMoney(line.amount)}{' '}
                <span className={classes.per}>
                  {line.addOn.billing === 'one_time' ? 'one-time' : perPeriod[period]}
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <Text size="sm" c="dimmed">
          Not part of checkout or its total: once your clinic is set up, ask for them from Contact
          support in your dashboard.
          {planAmount && withAddOnsSentence(planAmount, recurringAddOns, oneTimeAddOns, period)}
        </Text>
      </Stack>
    </section>
  );
}

function lineName(line: EstimateLine) {
  return line.addOn.perUnit ? `${line.addOn.name} × ${line.quantity}` : line.addOn.name;
}

/** " With the add-ons the plan comes to $84.99 per month, plus $100.00 once." (one currency) */
function withAddOnsSentence(
  planAmount: Money,
  recurring: EstimateLine[],
  oneTime: EstimateLine[],
  period: BillingPeriod,
): string {
  const all = [...recurring, ...oneTime];
  if (all.some((line) => line.amount.currency !== planAmount.currency)) return '';
  const sum = (lines: EstimateLine[], start: Money) =>
    lines.reduce((total, line) => addMoney(total, line.amount), start);
  const each = `${formatMoney(sum(recurring, planAmount))} ${perPeriod[period]}`;
  const once = oneTime.length
    ? `, plus ${formatMoney(sum(oneTime, { ...planAmount, amountMinor: 0 }))} once`
    : '';
  return ` With the add-ons the plan comes to ${each}${once}.`;
}
