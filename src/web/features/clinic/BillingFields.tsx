import { NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { INVOICE_DUE_DAYS_MAX, PAYMENT_INSTRUCTIONS_MAX } from '../../../domain/clinic-settings.js';
import type { ClinicSettingsFormValues, ValidClinicSettingsForm } from './clinic-settings-form';
import { VisitFeeFields } from './VisitFeeFields';

/**
 * What invoices print (tax number, how to pay), when they are due, drafts on completion, and
 * the no-show and late-cancellation fees.
 */
export function BillingFields({
  form,
}: {
  form: UseFormReturn<ClinicSettingsFormValues, unknown, ValidClinicSettingsForm>;
}) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Tax number"
          description="Your VAT or tax number, printed on every invoice."
          autoComplete="off"
          error={errors.taxNumber?.message}
          {...form.register('taxNumber')}
        />
        <Controller
          control={form.control}
          name="invoiceDueDays"
          render={({ field }) => (
            <NumberInput
              label="Invoices are due after (days)"
              description="0: due on receipt."
              min={0}
              max={INVOICE_DUE_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.invoiceDueDays?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label="How to pay"
        description="Bank account and reference to quote, printed under the invoice's total."
        rows={3}
        maxLength={PAYMENT_INSTRUCTIONS_MAX}
        error={errors.paymentInstructions?.message}
        {...form.register('paymentInstructions')}
      />
      <Controller
        control={form.control}
        name="autoDraftInvoices"
        render={({ field }) => (
          <Switch
            label="Create a draft invoice when a visit is completed"
            description="At the price booked; you check and issue it."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <VisitFeeFields form={form} />
    </Stack>
  );
}
