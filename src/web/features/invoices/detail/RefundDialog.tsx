import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  amountCentsSchema,
  deskPaymentMethods,
  paymentMethodLabels,
  refundSchema,
  type InvoicePayment,
  type PaymentMethod,
} from '../../../../domain/invoices.js';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { FormError } from '../../../components/feedback/FormError';
import { moneyField } from '../../../components/forms/money-field-schema';
import { MoneyField } from '../../../components/forms/MoneyField';
import { notifySuccess } from '../../../components/toasts/notify';
import type { ClinicFormat } from '../../../lib/clinic-format';
import { useRefund } from '../../../lib/queries/invoices';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';

const formSchema = refundSchema.extend({ amountCents: moneyField(amountCentsSchema) });
type FormValues = z.input<typeof formSchema>;
type ValidForm = z.output<typeof formSchema>;

const methodOptions = deskPaymentMethods.map((method) => ({
  value: method,
  label: paymentMethodLabels[method],
}));

interface RefundDialogProps {
  payment: InvoicePayment | null;
  format: ClinicFormat;
  onClose: () => void;
}

/** Gives back all or part of a payment, the way it came when that can be done at the desk. */
export function RefundDialog({ payment, format, onClose }: RefundDialogProps) {
  return (
    <DialogModal opened={payment !== null} onClose={onClose} title="Refund payment">
      {payment && <RefundForm payment={payment} format={format} onClose={onClose} />}
    </DialogModal>
  );
}

function RefundForm({
  payment,
  format,
  onClose,
}: Required<RefundDialogProps> & {
  payment: InvoicePayment;
}) {
  const refund = useRefund();
  const [formError, setFormError] = useState<string | null>(null);
  const sameWay = (deskPaymentMethods as readonly string[]).includes(payment.method);
  const form = useForm<FormValues, unknown, ValidForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      amountCents: payment.amountCents,
      method: sameWay ? (payment.method as PaymentMethod) : 'bank_transfer',
      reason: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await refund.mutateAsync({ paymentId: payment.paymentId, input });
      notifySuccess(`${format.money(input.amountCents)} refunded.`);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['amountCents', 'method', 'reason']))
        setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <MoneyField
          control={form.control}
          name="amountCents"
          label="Amount to refund"
          required
          data-autofocus
          currency={format.currency}
          locale={format.locale}
          error={errors.amountCents?.message}
        />
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Select
              label="Refund by"
              required
              allowDeselect={false}
              data={methodOptions}
              value={field.value}
              onChange={(method) => field.onChange(method as PaymentMethod)}
              error={errors.method?.message}
            />
          )}
        />
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
