import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PayLink } from '../../../domain/online-payments.js';
import { AuthCard } from '../../components/page/AuthCard';
import { PendingMessage } from '../../components/page/PendingMessage';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { payLinkQuery, useOpenCheckout } from './api';
import { leaveAppFor } from './leave-app';
import { PaymentSummary } from './PaymentSummary';

const TITLE = 'Pay your invoice';
/** After Stripe sends the patient back, its webhook may still be on its way. */
const CONFIRMING_POLL_MS = 3_000;

const isPaid = (payment: PayLink) => payment.status === 'paid' || payment.balanceCents <= 0;

/** /pay/:token: the "Pay now" link of an invoice mail. Public: the token is the credential. */
export function PayPage() {
  const token = useParams().token ?? '';
  const [searchParams] = useSearchParams();
  const returnedPaid = searchParams.get('paid') === '1';
  const payLink = useQuery({
    ...payLinkQuery(token),
    refetchInterval: (query) =>
      returnedPaid && query.state.data && !isPaid(query.state.data) ? CONFIRMING_POLL_MS : false,
  });

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
  if (isPaid(payment)) return <PaidThankYou payment={payment} />;
  return (
    <AuthCard title={TITLE} description={`${payment.clinicName} asks you to pay this invoice.`}>
      <PaymentSummary payment={payment} />
      {returnedPaid ? (
        <PendingMessage>Thank you! We are confirming your payment with the clinic…</PendingMessage>
      ) : (
        <PayNow token={token} payment={payment} />
      )}
    </AuthCard>
  );
}

function PayNow({ token, payment }: { token: string; payment: PayLink }) {
  const checkout = useOpenCheckout(token);
  const icon = <IconLock size={16} aria-hidden />;
  if (payment.provider === 'local') {
    return (
      <Button
        component={Link}
        to={`/pay/${encodeURIComponent(token)}/card`}
        leftSection={icon}
        fullWidth
      >
        Pay now
      </Button>
    );
  }
  return (
    <Stack gap="sm">
      {checkout.isError && (
        <Alert color="red" variant="light" title="The payment page did not open">
          {errorMessage(checkout.error)}
        </Alert>
      )}
      <Button
        leftSection={icon}
        fullWidth
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate(undefined, { onSuccess: ({ url }) => leaveAppFor(url) })}
      >
        Pay now
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        You pay on Stripe&apos;s secure page and come back here afterwards.
      </Text>
    </Stack>
  );
}

export function PaidThankYou({ payment }: { payment: PayLink }) {
  return (
    <AuthCard title="Paid — thank you">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="teal" size={56} radius="xl" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Text>
          Invoice {payment.invoiceNumber} from {payment.clinicName} is paid. Nothing more is owed.
        </Text>
      </Stack>
    </AuthCard>
  );
}

export function PayLinkError({ error, retry }: { error: unknown; retry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <AuthCard title="This payment link does not work">
        <Alert color="yellow" variant="light">
          The link may be incomplete, or the invoice was cancelled. Open the link from your e-mail
          again, or contact the clinic that sent it.
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLE}>
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
      <Button variant="default" onClick={retry}>
        Try again
      </Button>
    </AuthCard>
  );
}
