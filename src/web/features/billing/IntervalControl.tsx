import { SegmentedControl } from '@mantine/core';
import { billingIntervalSchema, type BillingInterval } from '../../../domain/billing.js';

const options = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

interface IntervalControlProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  size?: 'sm' | 'md';
}

/** Monthly or yearly billing: a radio group, reachable and switched with the keyboard. */
export function IntervalControl({ value, onChange, size = 'sm' }: IntervalControlProps) {
  return (
    <SegmentedControl
      aria-label="Billing period"
      data={options}
      value={value}
      onChange={(next) => onChange(billingIntervalSchema.parse(next))}
      size={size}
      w="fit-content"
    />
  );
}
