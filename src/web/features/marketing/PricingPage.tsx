import { Badge, Container, SegmentedControl, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PublicPageMeta } from '../../components/page/PublicPageMeta';
import {
  DEFAULT_PLAN_ID,
  FREE_TRIAL_DAYS,
  marketingPlanOf,
  type AddOnId,
  type MarketingPlanId,
} from '../../../domain/plans';
import {
  keepAvailableAddOns,
  YEARLY_LABELS,
  type AddOnSelection,
  type BillingPeriod,
} from '../../../domain/pricing';
import { AddOnsSection } from './pricing/AddOnsSection';
import { ComparisonTable } from './pricing/ComparisonTable';
import { PlanCards } from './pricing/PlanCards';
import { PricingFaq } from './pricing/PricingFaq';
import { TrustSection } from './pricing/TrustSection';
import classes from './pricing/Pricing.module.css';

const periodOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** /pricing: billing toggle, plan cards, add-ons, comparison table, FAQ and trust. */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [selectedPlan, setSelectedPlan] = useState<MarketingPlanId>(DEFAULT_PLAN_ID);
  const [addOnSelection, setAddOnSelection] = useState<AddOnSelection>({});

  const selectPlan = (planId: MarketingPlanId) => {
    setSelectedPlan(planId);
    // An add-on the new plan cannot take leaves the estimate.
    setAddOnSelection((current) => keepAvailableAddOns(current, planId));
  };

  return (
    <Container size={1140} px="md" className={classes.page}>
      <PublicPageMeta path="/pricing" />
      <div className={classes.intro}>
        <Title order={1}>Simple pricing for every size of practice</Title>
        <Text size="lg" c="dimmed" className={classes.introText}>
          Every plan starts with a {FREE_TRIAL_DAYS}-day free trial, with nothing charged until it
          ends. Select a plan to see the add-ons it can take and what it adds up to.
        </Text>
        <div className={classes.toggleRow}>
          <span />
          <SegmentedControl
            aria-label="Billing period"
            data={periodOptions}
            value={period}
            onChange={(value) => setPeriod(value as BillingPeriod)}
            size="md"
          />
          <div>
            {period === 'yearly' && (
              <Badge variant="light" color="green" size="lg">
                {YEARLY_LABELS.save}
              </Badge>
            )}
          </div>
        </div>
      </div>

      <PlanCards
        period={period}
        addOns={addOnSelection}
        selected={selectedPlan}
        onSelect={selectPlan}
      />

      <AddOnsSection
        plan={marketingPlanOf(selectedPlan)}
        period={period}
        selection={addOnSelection}
        onChange={(id: AddOnId, quantity: number) =>
          setAddOnSelection((current) => ({ ...current, [id]: quantity }))
        }
      />

      <ComparisonTable period={period} selected={selectedPlan} />
      <PricingFaq />
      <TrustSection />
    </Container>
  );
}
