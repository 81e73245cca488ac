import { Grid, Stack, Text, Title } from '@mantine/core';
import { addOns, type AddOnId, type MarketingPlan } from '../../../../domain/plans';
import {
  estimate,
  isAddOnAvailable,
  type AddOnSelection,
  type BillingPeriod,
} from '../../../../domain/pricing';
import { AddOnOption } from './AddOnOption';
import { EstimateCard } from './EstimateCard';
import classes from './Pricing.module.css';

interface AddOnsSectionProps {
  plan: MarketingPlan;
  period: BillingPeriod;
  selection: AddOnSelection;
  onChange: (id: AddOnId, quantity: number) => void;
}

export function AddOnsSection({ plan, period, selection, onChange }: AddOnsSectionProps) {
  return (
    <section aria-labelledby="pricing-addons-heading">
      <Title order={2} id="pricing-addons-heading">
        Add-ons
      </Title>
      <Text c="dimmed" className={classes.sectionIntro}>
        Extend the plan you selected above, now <strong>{plan.name}</strong>. Tick an add-on to see
        it in your estimate. Add-ons are added after sign-up, so checkout and its total cover the
        plan alone.
      </Text>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            {addOns.map((addOn) => (
              <AddOnOption
                key={addOn.id}
                addOn={addOn}
                available={isAddOnAvailable(addOn, plan.id)}
                quantity={selection[addOn.id] ?? 0}
                onChange={onChange}
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <EstimateCard estimate={estimate(plan, period, selection)} addOns={selection} />
        </Grid.Col>
      </Grid>
    </section>
  );
}
