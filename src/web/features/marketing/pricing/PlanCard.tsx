import { Badge, Card, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatMoney } from '../../../../domain/money';
import {
  formatLimit,
  formatStorage,
  planFeatures,
  supportLevels,
  type MarketingPlan,
  type MarketingPlanId,
} from '../../../../domain/plans';
import {
  cardFeatures,
  periodPrice,
  pricePerMonth,
  YEARLY_LABELS,
  yearlySavings,
  type AddOnSelection,
  type BillingPeriod,
} from '../../../../domain/pricing';
import classes from './Pricing.module.css';
import { planCta } from './plan-cta';
import { PlanCtaButton } from './PlanCtaButton';

interface PlanCardProps {
  plan: MarketingPlan;
  period: BillingPeriod;
  /** The add-ons chosen below: the call to action takes along those this plan can take. */
  addOns: AddOnSelection;
  selected: boolean;
  onSelect: (plan: MarketingPlanId) => void;
}

const featureLabel = (id: string) => planFeatures.find((feature) => feature.id === id)!.label;

export function PlanCard({ plan, period, addOns, selected, onSelect }: PlanCardProps) {
  const nameId = `plan-${plan.id}-name`;
  const priceId = `plan-${plan.id}-price`;
  const { includesAllOf, features } = cardFeatures(plan);
  const ctaNoteId = `plan-${plan.id}-cta-note`;
  const { limits } = plan;

  return (
    <Card
      withBorder
      padding="lg"
      className={classes.planCard}
      data-selected={selected || undefined}
      data-plan={plan.id}
      // The radio below is the keyboard path; a click anywhere on the card is a shortcut to it.
      onClick={() => onSelect(plan.id)}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Group gap="sm" wrap="nowrap">
            <Radio
              name="pricing-plan"
              value={plan.id}
              checked={selected}
              onChange={() => onSelect(plan.id)}
              aria-labelledby={nameId}
              aria-describedby={priceId}
            />
            <Title order={3} id={nameId} className={classes.planName}>
              {plan.name}
            </Title>
          </Group>
          {plan.offer.mostPopular && <Badge variant="filled">Most popular</Badge>}
        </Group>

        <Text size="sm" c="dimmed">
          {plan.offer.summary}
        </Text>

        <div id={priceId}>
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text component="span" className={classes.price} data-testid="plan-price">
              {formatMoney(pricePerMonth(plan, period))}
            </Text>
            <Text component="span" c="dimmed">
              per month
            </Text>
          </Group>
          <Group gap="xs" mt={4} mih={22}>
            <Text size="sm" c="dimmed">
              {period === 'yearly'
                ? `Billed ${formatMoney(periodPrice(plan, 'yearly'))} yearly, saving ${formatMoney(yearlySavings(plan))}`
                : 'Billed monthly'}
            </Text>
            {period === 'yearly' && (
              <Badge variant="light" color="green" size="sm">
                {YEARLY_LABELS.monthsFree}
              </Badge>
            )}
          </Group>
        </div>

        <List
          spacing={6}
          size="sm"
          icon={<IconCheck size={16} aria-hidden className={classes.check} />}
        >
          <List.Item>Up to {formatLimit(limits.users)} users</List.Item>
          <List.Item>
            {limits.patients === null
              ? 'Unlimited patients'
              : `Up to ${formatLimit(limits.patients)} patients`}
          </List.Item>
          <List.Item>{formatStorage(limits.storageGb)} storage</List.Item>
        </List>

        <Stack gap={6} className={classes.grow}>
          <Text size="sm" fw={600}>
            {includesAllOf ? `Everything in ${includesAllOf.name}, plus:` : 'Includes:'}
          </Text>
          <List
            spacing={6}
            size="sm"
            icon={<IconCheck size={16} aria-hidden className={classes.check} />}
          >
            {features.map((id) => (
              <List.Item key={id}>{featureLabel(id)}</List.Item>
            ))}
            <List.Item>{supportLevels[plan.support].cardLabel}</List.Item>
          </List>
        </Stack>

        <Stack gap={6}>
          <PlanCtaButton
            plan={plan}
            period={period}
            addOns={addOns}
            variant={selected ? 'filled' : 'default'}
            describedBy={ctaNoteId}
          />
          <Text id={ctaNoteId} size="xs" c="dimmed" ta="center">
            {planCta(plan, period).explanation}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
