import { Group, NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { LATE_CANCEL_WINDOW_HOURS_MAX } from '../../../domain/clinic-settings.js';
import { MoneyField } from '../../components/forms/MoneyField';
import type { ClinicSettingsFormValues, ValidClinicSettingsForm } from './clinic-settings-form';

type Form = UseFormReturn<ClinicSettingsFormValues, unknown, ValidClinicSettingsForm>;

/** One fee: none, a fixed amount or a percentage of the visit, and its value. */
function FeeField({
  form,
  name,
  label,
  children,
}: {
  form: Form;
  name: 'noShowFee' | 'lateCancelFee';
  label: string;
  children?: ReactNode;
}) {
  const errors = form.formState.errors[name];
  const [kind, currency, locale] = useWatch({
    control: form.control,
    name: [`${name}.kind`, 'currency', 'locale'],
  });
  return (
    <Stack gap="xs">
      <Controller
        control={form.control}
        name={`${name}.kind`}
        render={({ field }) => (
          <Radio.Group
            label={label}
            value={field.value}
            onChange={(value) => field.onChange(value)}
          >
            <Group gap="md" mt={4}>
              <Radio value="none" label="None" />
              <Radio value="amount" label="Fixed amount" />
              <Radio value="percent" label="Percentage of the visit" />
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {kind === 'amount' && (
          <MoneyField
            control={form.control}
            name={`${name}.amount`}
            label={`${label}: amount`}
            currency={currency}
            locale={locale}
            error={errors?.amount?.message}
          />
        )}
        {kind === 'percent' && (
          <Controller
            control={form.control}
            name={`${name}.percent`}
            render={({ field }) => (
              <NumberInput
                label={`${label}: percentage of the visit`}
                description="Of the price the visit was booked at."
                min={0}
                max={100}
                decimalScale={2}
                allowNegative={false}
                clampBehavior="none"
                rightSection="%"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors?.percent?.message}
              />
            )}
          />
        )}
        {kind !== 'none' && children}
      </SimpleGrid>
    </Stack>
  );
}

/** The no-show and late-cancellation fees: each drafts an invoice the desk checks and issues. */
export function VisitFeeFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <FeeField form={form} name="noShowFee" label="No-show fee" />
      <FeeField form={form} name="lateCancelFee" label="Late cancellation fee">
        <Controller
          control={form.control}
          name="lateCancelWindowHours"
          render={({ field }) => (
            <NumberInput
              label="If cancelled less than (hours before)"
              min={0}
              max={LATE_CANCEL_WINDOW_HOURS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.lateCancelWindowHours?.message}
            />
          )}
        />
      </FeeField>
    </Stack>
  );
}
