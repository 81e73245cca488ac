import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import type { PayCardInput, PayLink } from '../../../domain/online-payments.js';
import { AuthCard } from '../../components/page/AuthCard';
import { PendingMessage } from '../../components/page/PendingMessage';
import { formatCardNumber, formatCvc, formatExpiry } from '../../lib/card-input';
import { ApiError } from '../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { clinicFormat } from '../../lib/clinic-format';
import { payLinkQuery, usePayWithCard } from './api';
import { CARD_FIELDS, cardFormSchema, type CardFormValues } from './card-form';
import { PaidThankYou, PayLinkError } from './PayPage';
import { PaymentSummary } from './PaymentSummary';

const TITLE = 'Pay by card';
const EMPTY: CardFormValues = { cardNumber: '', expiry: '', cvc: '' };

/** /pay/:token/card: the local provider's test-card form for an invoice's whole balance. */
export function PayCardPage() {
  const token = useParams().token ?? '';
  const payLink = useQuery(payLinkQuery(token));
  const [received, setReceived] = useState<PayLink | null>(null);

  if (received) return <PaymentReceived payment={received} />;
  if (payLink.isPending) {
    return (
      <AuthCard title={TITLE}>
        <PendingMessage>Loading your invoice…</PendingMessage>
      </AuthCard>
    );
  }
  if (payLink.isError)
    return <PayLinkError error={payLink.error} retry={() => void payLink.refetch()} />;
  const payment = payLink.data;
  // Stripe takes cards on its own page: the pay page sends the patient there.
  if (payment.provider !== 'local')
    return <Navigate to={`/pay/${encodeURIComponent(token)}`} replace />;
  if (payment.status === 'paid' || payment.balanceCents <= 0)
    return <PaidThankYou payment={payment} />;
  return (
    <AuthCard
      title={TITLE}
      description={`Pay ${payment.clinicName} by card.`}
      footer={
        <Anchor component={Link} to={`/pay/${encodeURIComponent(token)}`} size="sm">
          Back to the invoice
        </Anchor>
      }
    >
      <PaymentSummary payment={payment} />
      <CardForm token={token} onPaid={() => setReceived(payment)} />
    </AuthCard>
  );
}

function CardForm({ token, onPaid }: { token: string; onPaid: () => void }) {
  const pay = usePayWithCard(token);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardFormValues, unknown, PayCardInput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (card) => {
    setFailure(null);
    try {
      await pay.mutateAsync(card);
      onPaid();
    } catch (error) {
      const onFields =
        error instanceof ApiError && error.fields && Object.keys(error.fields).length;
      if (onFields) applyServerFieldErrors(error, setError, CARD_FIELDS);
      else setFailure(errorMessage(error));
    }
  });

  const inputProps = (name: CardField, format: (value: string) => string) => ({
    control,
    name,
    format,
    error: errors[name]?.message,
    disabled: pay.isPending,
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Card payment">
      <Stack gap="sm">
        <CardInput
          {...inputProps('cardNumber', formatCardNumber)}
          label="Card number"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
        />
        <SimpleGrid cols={2} spacing="sm">
          <CardInput
            {...inputProps('expiry', formatExpiry)}
            label="Expiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
          />
          <CardInput
            {...inputProps('cvc', formatCvc)}
            label="CVC"
            autoComplete="cc-csc"
            placeholder="123"
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" variant="light" title="Payment not completed" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          loading={pay.isPending}
          leftSection={<IconLock size={16} aria-hidden />}
          fullWidth
          mt="xs"
        >
          Pay securely
        </Button>
        <Text size="xs" c="dimmed">
          Test mode: no real card is charged. 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002
          is declined; use any future expiry date and any 3-digit CVC.
        </Text>
      </Stack>
    </form>
  );
}

type CardField = (typeof CARD_FIELDS)[number];

interface CardInputProps {
  control: Control<CardFormValues>;
  name: CardField;
  /** What the field shows while typing (spaces in the number, the slash of the expiry). */
  format: (value: string) => string;
  error: string | undefined;
  disabled: boolean;
  label: string;
  autoComplete: string;
  placeholder: string;
}

function CardInput({ control, name, format, ...props }: CardInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <TextInput
          {...props}
          ref={ref}
          inputMode="numeric"
          required
          value={value}
          onBlur={onBlur}
          onChange={(event) => onChange(format(event.currentTarget.value))}
        />
      )}
    />
  );
}

function PaymentReceived({ payment }: { payment: PayLink }) {
  const format = clinicFormat(payment);
  return (
    <AuthCard title="Paid — thank you">
      <Alert color="teal" variant="light" title="Payment received" role="status">
        {payment.clinicName} received {format.money(payment.balanceCents, payment.currency)} for
        invoice {payment.invoiceNumber}. Nothing more is owed.
      </Alert>
    </AuthCard>
  );
}
