import { Text } from '@mantine/core';
import type { Product } from '../../../domain/billing.js';
import { addOns as catalogue, marketingPlanOf } from '../../../domain/plans.js';
import { isAddOnAvailable, type AddOnSelection } from '../../../domain/pricing.js';

interface UnavailableAddOnsNoteProps {
  /** The add-ons chosen on the pricing page. */
  addOns: AddOnSelection;
  product: Product;
}

/**
 * Says which add-ons chosen on the pricing page the plan picked here cannot take, rather than
 * letting them disappear without a word.
 */
export function UnavailableAddOnsNote({ addOns, product }: UnavailableAddOnsNoteProps) {
  const left = catalogue.filter(
    (addOn) => (addOns[addOn.id] ?? 0) > 0 && !isAddOnAvailable(addOn, product.planId),
  );
  if (left.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {left
        .map(
          (addOn) =>
            `${addOn.name} is left out: it needs the ${marketingPlanOf(addOn.minimumPlan).name} plan or above.`,
        )
        .join(' ')}
    </Text>
  );
}
