import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import type { AdminPlan } from '../../../domain/admin.js';
import { PRICE_CURRENCY, PRICE_LOCALE } from '../../../domain/money.js';
import { FormError } from '../../components/feedback/FormError';
import { moneyField } from '../../components/forms/money-field-schema';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { useUpdatePlan } from './admin-api';

const whole = (what: string, min: number) =>
  z.number(`Enter ${what}.`).int('Use a whole number.').min(min, `Use at least ${min}.`);
/** Motio's own prices: cents of US dollars; empty (null) only for a plan without prices. */
const cents = moneyField(
  z
    .number('Enter a price.')
    .int('Use whole cents.')
    .min(0, 'The price cannot be negative.')
    .max(100_000_000, 'The price is too high.')
    .nullable(),
);

const planFormSchema = z.object({
  users: whole('the number of users', 1).max(100_000, 'Use at most 100000.'),
  unlimitedPatients: z.boolean(),
  patients: z.number().optional(),
  storageGb: whole('the storage in GB', 1).max(1_048_576, 'Use at most 1048576.'),
  monthly: cents,
  yearly: cents,
});
type PlanFormValues = z.input<typeof planFormSchema>;
type ValidPlanForm = z.output<typeof planFormSchema>;

const valuesOf = (plan: AdminPlan): PlanFormValues => ({
  users: plan.limits.users,
  unlimitedPatients: plan.limits.patients === null,
  patients: plan.limits.patients ?? undefined,
  storageGb: plan.limits.storageGb,
  monthly: plan.prices?.monthly?.amount ?? null,
  yearly: plan.prices?.yearly?.amount ?? null,
});

const serverFields: Array<[string, Path<PlanFormValues>]> = [
  ['limits.users', 'users'],
  ['limits.patients', 'patients'],
  ['limits.storageGb', 'storageGb'],
  ['prices.monthly', 'monthly'],
  ['prices.yearly', 'yearly'],
];

/** NumberInput answers a string while the text is not a plain number yet ('54.50' with fixed decimals). */
const numberField = (value: number | string): number | undefined => {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value);
};

/** A plan's limits and local prices; read-only while Paddle holds the prices. */
export function PlanLimitsForm({ plan, editable }: { plan: AdminPlan; editable: boolean }) {
  const update = useUpdatePlan();
  const [formError, setFormError] = useState<string | null>(null);
  const withPrices = plan.prices !== null;
  const form = useForm<PlanFormValues, unknown, ValidPlanForm>({
    resolver: zodResolver(planFormSchema),
    defaultValues: valuesOf(plan),
  });
  const { errors } = form.formState;
  const unlimited = useWatch({ control: form.control, name: 'unlimitedPatients' });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (!values.unlimitedPatients && (values.patients === undefined || values.patients < 1)) {
      form.setError('patients', { message: 'Enter the number of patients, or tick Unlimited.' });
      return;
    }
    const { monthly, yearly } = values;
    if (withPrices && (monthly === null || yearly === null)) {
      if (monthly === null) form.setError('monthly', { message: 'Enter a price.' });
      if (yearly === null) form.setError('yearly', { message: 'Enter a price.' });
      return;
    }
    const changes = {
      limits: {
        users: values.users,
        patients: values.unlimitedPatients ? null : Math.round(values.patients!),
        storageGb: values.storageGb,
      },
      ...(withPrices && { prices: { monthly: monthly!, yearly: yearly! } }),
    };
    return update.mutateAsync({ planId: plan.id, changes }).then(
      (saved) => {
        notifySuccess(`${plan.name} saved`);
        form.reset(valuesOf(saved));
      },
      (error: unknown) => {
        // The server names nested fields by their path ('limits.users').
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        let applied = false;
        for (const [path, name] of serverFields) {
          if (!fields[path]) continue;
          form.setError(name, { type: 'server', message: fields[path] });
          applied = true;
        }
        if (!applied) setFormError(errorMessage(error));
      },
    );
  });

  const wholeField = (name: 'users' | 'storageGb', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          min={1}
          allowDecimal={false}
          disabled={!editable}
          value={field.value}
          onChange={(value) => field.onChange(numberField(value) ?? NaN)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  const defaults = plan.defaultLimits;
  return (
    <SectionCard
      title={plan.name}
      description={
        plan.limitsOverridden
          ? `Limits changed from the catalogue's ${defaults.users} users, ${defaults.patients ?? 'unlimited'} patients, ${defaults.storageGb} GB.`
          : plan.sold
            ? 'Limits as in the plan catalogue.'
            : 'Not sold: Early Access members use it free.'
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={`${plan.name} plan`}>
        <Stack gap="md">
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {wholeField('users', 'Users')}
            <Stack gap={6}>
              <Controller
                control={form.control}
                name="patients"
                render={({ field }) => (
                  <NumberInput
                    label="Patients"
                    min={1}
                    allowDecimal={false}
                    disabled={!editable || unlimited}
                    value={unlimited ? '' : (field.value ?? '')}
                    placeholder={unlimited ? 'Unlimited' : undefined}
                    onChange={(value) => field.onChange(numberField(value))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.patients?.message}
                  />
                )}
              />
              <Checkbox
                label="Unlimited patients"
                disabled={!editable}
                {...form.register('unlimitedPatients')}
              />
            </Stack>
            {wholeField('storageGb', 'Storage (GB)')}
          </SimpleGrid>
          {withPrices && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {(['monthly', 'yearly'] as const).map((interval) => (
                <Controller
                  key={interval}
                  control={form.control}
                  name={interval}
                  render={({ field }) => (
                    <MoneyInput
                      label={interval === 'monthly' ? 'Monthly price' : 'Yearly price'}
                      description={plan.prices?.[interval]?.priceId}
                      currency={PRICE_CURRENCY}
                      locale={PRICE_LOCALE}
                      disabled={!editable}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errors[interval]?.message}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          )}
          {!withPrices && plan.sold && !editable && (
            <Text size="sm" c="dimmed">
              Prices are set in Paddle; see the mapping below.
            </Text>
          )}
          {editable && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save {plan.name}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
