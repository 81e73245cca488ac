import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  amountCentsSchema,
  deskPaymentMethods,
  paymentMethodLabels,
  recordInvoicePaymentSchema,
  type InvoiceSummary,
  type PaymentMethod,
} from '../../../domain/invoices.js';
import { clinicFormat } from '../../lib/clinic-format';
import { useClinicFormat } from '../../lib/clinic-format';
import {
  invoiceListQuery,
  useApplyCredit,
  useCreatePayment,
  useIssueInvoice,
  usePatientBalance,
  useRecordInvoicePayment,
} from '../../lib/queries/invoices';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { DialogModal } from '../dialogs/DialogModal';
import { FormError } from '../feedback/FormError';
import { moneyField } from '../forms/money-field-schema';
import { MoneyField } from '../forms/MoneyField';
import { notifyError, notifySuccess } from '../toasts/notify';
import { invoiceNumberLabel } from './InvoiceStatusBadge';

/** The invoice a payment is for, as the invoice page knows it. */
export interface PayableInvoice {
  id: string;
  number: string | null;
  balanceCents: number;
  currency: string;
  /** The patient's credit that could pay it instead. */
  patientCreditCents?: number;
}

interface TakePaymentDialogProps {
  opened: boolean;
  onClose: () => void;
  patientId: string;
  patientName?: string;
  /** The invoice to pay; without it the patient's open invoices are offered. */
  invoice?: PayableInvoice;
}

/** No invoice: the whole payment becomes the patient's credit. */
const ON_ACCOUNT = '';
/** Every open invoice, oldest first: one payment for several visits. */
const ALL_OPEN = 'all-open';

/** `amountCents` spread over `invoices` oldest first, each up to its balance. */
export function oldestFirst(invoices: readonly PayableInvoice[], amountCents: number) {
  let left = amountCents;
  const allocations: { invoiceId: string; amountCents: number }[] = [];
  for (const invoice of [...invoices].reverse()) {
    const part = Math.min(left, invoice.balanceCents);
    if (part <= 0) break;
    allocations.push({ invoiceId: invoice.id, amountCents: part });
    left -= part;
  }
  return allocations;
}

const paymentFormSchema = z.object({
  invoiceId: z.string(),
  amountCents: moneyField(amountCentsSchema),
  method: recordInvoicePaymentSchema.shape.method,
  reference: recordInvoicePaymentSchema.shape.reference,
  sendReceipt: z.boolean(),
});
type PaymentFormValues = z.input<typeof paymentFormSchema>;
type ValidPaymentForm = z.output<typeof paymentFormSchema>;

const serverFields = ['amountCents', 'method', 'reference'] as const;

/**
 * Takes a payment at the desk, from the invoice page, the patient's record or today's list:
 * the amount starts at the balance and has the focus, Enter records it.
 */
export function TakePaymentDialog({
  opened,
  onClose,
  patientId,
  patientName,
  invoice,
}: TakePaymentDialogProps) {
  return (
    <DialogModal
      opened={opened}
      onClose={onClose}
      title={patientName ? `Take payment: ${patientName}` : 'Take payment'}
    >
      {opened &&
        (invoice ? (
          <PaymentForm patientId={patientId} invoices={[invoice]} onDone={onClose} />
        ) : (
          <OpenInvoicesPaymentForm patientId={patientId} onDone={onClose} />
        ))}
    </DialogModal>
  );
}

const payable = (summary: InvoiceSummary): PayableInvoice => ({
  id: summary.id,
  number: summary.number,
  balanceCents: summary.balanceCents,
  currency: summary.currency,
});

function OpenInvoicesPaymentForm({ patientId, onDone }: { patientId: string; onDone: () => void }) {
  const open = useQuery(invoiceListQuery({ patientId, status: 'open', limit: 50 }));
  if (open.isPending) {
    return (
      <Stack gap="md" aria-label="Loading the patient's open invoices" aria-busy>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (open.isError) {
    return (
      <Alert color="red" title="We couldn't load the patient's open invoices.">
        {errorMessage(open.error)}
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={() => void open.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  const invoices = open.data.invoices
    .filter((summary) => summary.kind === 'invoice' && summary.balanceCents > 0)
    .map(payable);
  return (
    <Stack gap="md">
      <DraftsToIssue patientId={patientId} />
      <PaymentForm
        // A draft issued above joins the open invoices: the form starts again with it chosen.
        key={invoices.map((invoice) => invoice.id).join()}
        patientId={patientId}
        invoices={invoices}
        onDone={onDone}
      />
    </Stack>
  );
}

/**
 * The patient's drafts (a completed visit leaves one): a payment needs an issued invoice, so the
 * desk issues them here first, without leaving the dialog.
 */
function DraftsToIssue({ patientId }: { patientId: string }) {
  const clinic = useClinicFormat();
  const drafts = useQuery(invoiceListQuery({ patientId, status: 'draft', limit: 10 }));
  const issue = useIssueInvoice();
  const [failure, setFailure] = useState<string | null>(null);
  const list = (drafts.data?.invoices ?? []).filter((invoice) => invoice.status === 'draft');
  if (list.length === 0) return null;
  return (
    <Alert color="yellow" title="Not issued yet">
      <Stack gap="xs">
        <FormError message={failure} />
        {list.map((draft) => {
          const format = clinicFormat({ currency: draft.currency, locale: clinic.locale });
          return (
            <Group key={draft.id} justify="space-between" wrap="nowrap">
              <Text size="sm">Draft invoice for {format.money(draft.totalCents)}</Text>
              <Button
                size="xs"
                loading={issue.isPending && issue.variables?.id === draft.id}
                onClick={() => {
                  setFailure(null);
                  issue
                    .mutateAsync({ id: draft.id, send: false })
                    .catch((error: unknown) => setFailure(errorMessage(error)));
                }}
              >
                Issue {format.money(draft.totalCents)}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}

interface PaymentFormProps {
  patientId: string;
  /** The invoices it may pay; the first is chosen. None: the payment is the patient's credit. */
  invoices: PayableInvoice[];
  onDone: () => void;
}

function PaymentForm({ patientId, invoices, onDone }: PaymentFormProps) {
  const clinic = useClinicFormat();
  const first = invoices[0];
  const format = first ? clinicFormat({ currency: first.currency, locale: clinic.locale }) : clinic;
  const recordPayment = useRecordInvoicePayment();
  const createPayment = useCreatePayment();
  const applyCredit = useApplyCredit();
  const knownCredit = first?.patientCreditCents;
  const balance = usePatientBalance(patientId, knownCredit === undefined);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<PaymentFormValues, unknown, ValidPaymentForm>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: {
      invoiceId: first?.id ?? ON_ACCOUNT,
      amountCents: first?.balanceCents ?? null,
      method: 'card_terminal',
      reference: '',
      sendReceipt: false,
    },
  });
  const { errors } = form.formState;
  const invoiceId = useWatch({ control: form.control, name: 'invoiceId' });
  const amount = useWatch({ control: form.control, name: 'amountCents' });
  const owedOnAll = invoices.reduce((sum, candidate) => sum + candidate.balanceCents, 0);
  const chosen =
    invoiceId === ALL_OPEN && first
      ? { ...first, id: ALL_OPEN, balanceCents: owedOnAll }
      : invoices.find((candidate) => candidate.id === invoiceId);
  const over =
    chosen && typeof amount === 'number' && Number.isFinite(amount)
      ? amount - chosen.balanceCents
      : 0;
  const credit = knownCredit ?? balance.data?.creditCents ?? 0;
  // Credit is used on one invoice at a time.
  const creditUsable = chosen && chosen.id !== ALL_OPEN ? Math.min(credit, chosen.balanceCents) : 0;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    const { invoiceId: id, ...payment } = input;
    try {
      const { receipt } =
        id && id !== ALL_OPEN
          ? await recordPayment.mutateAsync({ id, input: payment })
          : await createPayment.mutateAsync({
              patientId,
              ...payment,
              allocations: id === ALL_OPEN ? oldestFirst(invoices, payment.amountCents) : [],
            });
      notifySuccess(`Payment of ${format.money(payment.amountCents)} recorded.`);
      if (receipt && !receipt.sent) notifyError(`The receipt was not sent: ${receipt.message}`);
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, serverFields))
        setFormError(errorMessage(error));
    }
  });

  const spendCredit = async () => {
    if (!chosen) return;
    setFormError(null);
    try {
      await applyCredit.mutateAsync({ id: chosen.id, input: { amountCents: creditUsable } });
      notifySuccess(`${format.money(creditUsable)} of credit used.`);
      onDone();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const invoiceOptions = [
    ...(invoices.length > 1
      ? [
          {
            value: ALL_OPEN,
            label: `All ${invoices.length} open invoices · owe ${format.money(owedOnAll)}`,
          },
        ]
      : []),
    ...invoices.map((candidate) => ({
      value: candidate.id,
      label: `${invoiceNumberLabel(candidate)} · owes ${format.money(candidate.balanceCents)}`,
    })),
    { value: ON_ACCOUNT, label: 'No invoice: keep it as credit' },
  ];

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        {invoices.length > 1 || invoices.length === 0 ? (
          <Controller
            control={form.control}
            name="invoiceId"
            render={({ field }) => (
              <Select
                label="For"
                allowDeselect={false}
                data={invoiceOptions}
                value={field.value}
                onChange={(id) => {
                  const next = id ?? ON_ACCOUNT;
                  field.onChange(next);
                  const picked = invoices.find((candidate) => candidate.id === next);
                  if (picked) form.setValue('amountCents', picked.balanceCents);
                  if (next === ALL_OPEN) form.setValue('amountCents', owedOnAll);
                }}
              />
            )}
          />
        ) : (
          chosen && (
            <Text size="sm">
              {invoiceNumberLabel(chosen)}: owes{' '}
              <Text span fw={600}>
                {format.money(chosen.balanceCents)}
              </Text>
            </Text>
          )
        )}
        {invoices.length === 0 && (
          <Text size="sm" c="dimmed">
            No open invoice: the payment becomes the patient&apos;s credit.
          </Text>
        )}
        <MoneyField
          control={form.control}
          name="amountCents"
          label="Amount"
          required
          data-autofocus
          currency={format.currency}
          locale={format.locale}
          error={errors.amountCents?.message}
        />
        {over > 0 && (
          <Text size="sm" c="blue" role="status">
            {format.money(over)} more than the balance becomes the patient&apos;s credit.
          </Text>
        )}
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Radio.Group
              label="Method"
              required
              value={field.value}
              onChange={(method) => field.onChange(method as PaymentMethod)}
              error={errors.method?.message}
            >
              <SimpleGrid cols={2} spacing="xs" mt={6}>
                {deskPaymentMethods.map((method) => (
                  <Radio key={method} value={method} label={paymentMethodLabels[method]} />
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        <TextInput
          label="Reference"
          description="Terminal slip, transfer or claim number (optional)"
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <Checkbox label="Send receipt" {...form.register('sendReceipt')} />
        <Group justify="space-between" gap="sm">
          {creditUsable > 0 ? (
            <Button
              variant="light"
              onClick={() => void spendCredit()}
              loading={applyCredit.isPending}
              disabled={form.formState.isSubmitting}
            >
              Use credit ({format.money(credit)} available)
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Record payment
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
