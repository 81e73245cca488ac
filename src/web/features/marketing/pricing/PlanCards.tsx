import { SimpleGrid, VisuallyHidden } from '@mantine/core';
import { marketingPlans, type MarketingPlanId } from '../../../../domain/plans';
import type { AddOnSelection, BillingPeriod } from '../../../../domain/pricing';
import { PlanCard } from './PlanCard';

interface PlanCardsProps {
  period: BillingPeriod;
  addOns: AddOnSelection;
  selected: MarketingPlanId;
  onSelect: (plan: MarketingPlanId) => void;
}

/**
 * The three plan cards as one radio group (clicking a card selects it): each card holds
 * a real radio button, so the choice works with the keyboard (Tab, arrow keys) and is announced.
 */
export function PlanCards({ period, addOns, selected, onSelect }: PlanCardsProps) {
  return (
    <section aria-labelledby="pricing-plans-heading">
      <VisuallyHidden component="h2" id="pricing-plans-heading">
        Plans
      </VisuallyHidden>
      <SimpleGrid
        role="radiogroup"
        aria-labelledby="pricing-plans-heading"
        cols={{ base: 1, md: 3 }}
      >
        {marketingPlans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            addOns={addOns}
            selected={plan.id === selected}
            onSelect={onSelect}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
