import { Anchor, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type Ref } from 'react';
import { sessionsLabel, type TreatmentPlanSummary } from '../../../../domain/treatment-plans.js';
import { patientPlansQuery } from '../appointment-api';

interface TreatmentPlanFieldProps {
  patientId: string;
  value: string | null;
  onChange: (planId: string | null) => void;
  /** A new booking takes the patient's one active plan without asking. */
  preselectSingleActive: boolean;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const isOpen = (plan: TreatmentPlanSummary) =>
  plan.status === 'planned' || plan.status === 'active';

/** "Rotator cuff loading · Sessions 2 of 8". */
export function planLabel(plan: TreatmentPlanSummary): string {
  const status = plan.status === 'active' ? '' : ` · ${plan.status}`;
  return `${plan.title} · ${sessionsLabel(plan)}${status}`;
}

/**
 * The treatment plan a patient's appointment counts towards (its completed visits are the
 * plan's sessions): the patient's planned and active plans, plus the one already linked.
 */
export function TreatmentPlanField({
  patientId,
  value,
  onChange,
  preselectSingleActive,
  error,
  disabled,
  inputRef,
}: TreatmentPlanFieldProps) {
  const plans = useQuery(patientPlansQuery(patientId));
  // Once per patient: "No treatment plan" chosen afterwards stays chosen.
  const preselectedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!preselectSingleActive || !plans.data || preselectedFor.current === patientId) return;
    preselectedFor.current = patientId;
    const active = plans.data.filter((plan) => plan.status === 'active');
    if (value === null && active.length === 1) onChange(active[0]!.id);
  }, [preselectSingleActive, plans.data, patientId, value, onChange]);

  const options = (plans.data ?? [])
    .filter((plan) => isOpen(plan) || plan.id === value)
    .map((plan) => ({ value: plan.id, label: planLabel(plan) }));

  const description = plans.isError ? (
    <Text span size="xs" c="red">
      We couldn't load this patient's treatment plans.{' '}
      <Anchor component="button" type="button" size="xs" onClick={() => void plans.refetch()}>
        Try again
      </Anchor>
    </Text>
  ) : (
    'Its completed visits count as sessions of the treatment plan.'
  );

  return (
    <Select
      label="Treatment plan"
      placeholder={
        plans.isPending
          ? 'Loading treatment plans…'
          : options.length === 0
            ? 'No open treatment plans'
            : 'No treatment plan'
      }
      description={description}
      clearable={!disabled}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled || options.length === 0}
      ref={inputRef}
    />
  );
}
