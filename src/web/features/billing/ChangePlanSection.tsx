import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  BillingInterval,
  BillingOverview,
  Product,
  SubscriptionView,
} from '../../../domain/billing.js';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { productsQuery, useChangePlan } from './api';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { IntervalControl } from './IntervalControl';
import { formatBillingDate, formatPrice, intervalWords, notAvailableFor } from './price-format';
import classes from './PlanAndBilling.module.css';
import { nextBillingDate } from './subscription-display';

interface PlanChoice {
  product: Product;
  interval: BillingInterval;
}

/**
 * Another plan or billing period. The new plan applies at once; its price from the next
 * billing period, without proration.
 */
export function ChangePlanSection({ overview }: { overview: BillingOverview }) {
  const subscription = overview.subscription!;
  const products = useQuery(productsQuery);
  const [interval, chooseInterval] = useState<BillingInterval>(subscription.interval);
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const changePlan = useChangePlan();
  const nextBilling = formatBillingDate(nextBillingDate(subscription));

  return (
    <SectionCard
      title="Change plan"
      description={`A new plan applies straight away; its price is charged from your next billing date, ${nextBilling}. There is no proration.`}
    >
      <IntervalControl value={interval} onChange={chooseInterval} />
      <QueryContent
        query={products}
        loadingLabel="Loading plans"
        errorTitle="We couldn't load the plans."
        empty={<Text c="dimmed">No other plans are available right now.</Text>}
      >
        {(items) => (
          <Stack gap="sm" component="ul" aria-label="Plans" className={classes.planList}>
            {items.map((product) => (
              <PlanRow
                key={product.id}
                product={product}
                interval={interval}
                subscription={subscription}
                onChoose={() => setChoice({ product, interval })}
              />
            ))}
          </Stack>
        )}
      </QueryContent>
      <ConfirmModal
        opened={choice !== null}
        title={choice ? `Switch to ${choice.product.name}, billed ${choice.interval}?` : ''}
        keepLabel="Keep current plan"
        confirmLabel="Switch plan"
        onClose={() => setChoice(null)}
        onConfirm={async () => {
          if (!choice) return;
          await changePlan.mutateAsync(choice.product.prices[choice.interval]!.priceId);
          notifySuccess(`Your plan is now ${choice.product.name}.`);
        }}
      >
        {choice && (
          <Text size="sm">
            {choice.product.name} costs {formatPrice(choice.product.prices[choice.interval]!)}{' '}
            {intervalWords[choice.interval].per}. Its limits apply straight away, and its price is
            charged from your next billing date, {nextBilling}. There is no proration: nothing is
            charged or refunded for the rest of the current period.
          </Text>
        )}
      </ConfirmModal>
    </SectionCard>
  );
}

interface PlanRowProps {
  product: Product;
  interval: BillingInterval;
  subscription: SubscriptionView;
  onChoose: () => void;
}

function PlanRow({ product, interval, subscription, onChoose }: PlanRowProps) {
  const price = product.prices[interval];
  const current = price?.priceId === subscription.priceId;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      className={classes.planRow}
    >
      <Stack gap={2}>
        <Text fw={600}>{product.name}</Text>
        <Text size="sm" c="dimmed">
          {price
            ? `${formatPrice(price)} ${intervalWords[interval].per}`
            : notAvailableFor(interval)}
        </Text>
      </Stack>
      {current ? (
        <Badge variant="light">Current plan</Badge>
      ) : (
        price && (
          <Button
            variant="default"
            size="xs"
            onClick={onChoose}
            aria-label={`Switch to ${product.name}`}
          >
            Switch
          </Button>
        )
      )}
    </Group>
  );
}
