import { NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ClinicSettingsFormValues, ValidClinicSettingsForm } from './clinic-settings-form';
import { currencyOptions, formatExample, localeOptions } from './money-format-options';

const currencies = currencyOptions();

/** The separator a locale writes decimals with: '.' in en-IE, ',' in de-AT. */
const decimalSeparatorOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
  '.';

/** Currency, number and date format, default tax rate, and whether prices include tax. */
export function MoneyAndFormatsFields({
  form,
}: {
  form: UseFormReturn<ClinicSettingsFormValues, unknown, ValidClinicSettingsForm>;
}) {
  const { errors } = form.formState;
  const [currency, locale] = useWatch({ control: form.control, name: ['currency', 'locale'] });
  const locales = useMemo(() => localeOptions(currency), [currency]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label="Currency"
              description="Changing it relabels your prices; it does not convert them."
              searchable
              required
              limit={60}
              nothingFoundMessage="No currency matches"
              data={currencies}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.currency?.message}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <Select
              label="Number and date format"
              description={`Prices and dates read ${formatExample(field.value, currency)}`}
              searchable
              required
              nothingFoundMessage="No format matches"
              data={locales}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.locale?.message}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="taxRatePercent"
          render={({ field }) => (
            <NumberInput
              label="Default tax rate (%)"
              description="Applied to new invoices; 0 for none."
              required
              min={0}
              max={100}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              decimalSeparator={decimalSeparatorOf(locale)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.taxRatePercent?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="pricesIncludeTax"
        render={({ field }) => (
          <Switch
            label="Prices include tax"
            description="Off: tax is added on top of the service prices."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </Stack>
  );
}
