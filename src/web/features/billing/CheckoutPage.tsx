import { Anchor, Button, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  billingIntervalSchema,
  type BillingInterval,
  type Product,
} from '../../../domain/billing.js';
import { money } from '../../../domain/money.js';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import { keepAvailableAddOns, priceAddOns, type AddOnSelection } from '../../../domain/pricing.js';
import { AddedAfterSignUp } from '../../components/marketing/AddedAfterSignUp';
import { DocumentTitle } from '../../components/page/DocumentTitle';
import { PendingMessage } from '../../components/page/PendingMessage';
import { productsQuery } from './api';
import classes from './Checkout.module.css';
import { checkoutRegisterPath, chosenAddOns, planInfoFor, productMatching } from './plan-info';
import { IntervalControl } from './IntervalControl';
import { intervalWords } from './price-format';
import { ProductCard } from './ProductCard';
import { UnavailableAddOnsNote } from './UnavailableAddOnsNote';

/**
 * /checkout: the plan chooser. `?plan=` preselects a product by name and `?interval=`
 * the billing period (the pricing page sends both, and `?addOns=` with the add-ons chosen there:
 * listed as added after sign-up, never in the total).
 */
export function CheckoutPage() {
  const products = useQuery(productsQuery);
  const [searchParams] = useSearchParams();
  const [interval, chooseInterval] = useState<BillingInterval>(
    () => billingIntervalSchema.safeParse(searchParams.get('interval')).data ?? 'monthly',
  );

  return (
    <div className={classes.page}>
      <DocumentTitle title="Choose your plan" />
      <div className={classes.intro}>
        <Title order={1}>Choose your plan</Title>
        <Text size="lg" c="dimmed">
          Every plan starts with a {FREE_TRIAL_DAYS}-day free trial. We check your card when you
          sign up and take the first payment only when the trial ends; cancel before then and you
          pay nothing.
        </Text>
        <IntervalControl value={interval} onChange={chooseInterval} size="md" />
      </div>
      {products.isPending ? (
        <Stack align="center">
          <PendingMessage>Loading products…</PendingMessage>
        </Stack>
      ) : products.isError || products.data.length === 0 ? (
        <NoProducts onRetry={products.isError ? () => void products.refetch() : undefined} />
      ) : (
        <ProductChooser
          products={products.data}
          interval={interval}
          preselect={searchParams.get('plan') ?? ''}
          addOns={chosenAddOns(searchParams)}
        />
      )}
    </div>
  );
}

function NoProducts({ onRetry }: { onRetry?: () => void }) {
  return (
    <Stack align="center" gap="sm" ta="center">
      <Text>No products available. Please try again later.</Text>
      <Anchor component={Link} to="/pricing">
        Back to pricing
      </Anchor>
      {onRetry && (
        <Button variant="default" size="xs" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}

interface ProductChooserProps {
  products: Product[];
  interval: BillingInterval;
  preselect: string;
  addOns: AddOnSelection;
}

function ProductChooser({ products, interval, preselect, addOns }: ProductChooserProps) {
  const navigate = useNavigate();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selected =
    products.find((product) => product.id === chosenId) ??
    productMatching(products, preselect) ??
    products[0]!;
  const planInfo = planInfoFor(selected, interval);
  const price = selected.prices[interval];
  const addOnsForPlan = keepAvailableAddOns(addOns, selected.planId);

  return (
    <Stack gap="xl">
      <section aria-labelledby="checkout-plans-heading">
        <VisuallyHidden component="h2" id="checkout-plans-heading">
          Plans
        </VisuallyHidden>
        <SimpleGrid
          role="radiogroup"
          aria-labelledby="checkout-plans-heading"
          cols={{ base: 1, sm: Math.min(products.length, 3) }}
        >
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              interval={interval}
              selected={product.id === selected.id}
              onSelect={setChosenId}
            />
          ))}
        </SimpleGrid>
      </section>
      {price && (
        <AddedAfterSignUp
          addOns={priceAddOns(addOnsForPlan, interval)}
          period={interval}
          planAmount={money(price.amount, price.currency)}
          titleOrder={2}
          framed
        />
      )}
      <UnavailableAddOnsNote addOns={addOns} product={selected} />
      <div className={classes.footer}>
        <Text size="sm" c="dimmed">
          {planInfo
            ? `Total for ${selected.name}, billed ${interval}: ${planInfo.price} ${intervalWords[interval].per} after your ${FREE_TRIAL_DAYS}-day free trial.`
            : `${selected.name} is not available for ${interval} billing. Choose another plan or billing period.`}
        </Text>
        <Button
          size="md"
          disabled={!planInfo}
          onClick={() =>
            planInfo && void navigate(checkoutRegisterPath(planInfo, undefined, addOnsForPlan))
          }
        >
          Continue
        </Button>
      </div>
    </Stack>
  );
}
