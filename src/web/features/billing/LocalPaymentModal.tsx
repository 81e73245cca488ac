import {
  Alert,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  localCheckoutSchema,
  type LocalCheckoutInput,
  type PlanInfo,
} from '../../../domain/billing.js';
import { formatMoney, money } from '../../../domain/money.js';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import { DialogModal } from '../../components/dialogs/DialogModal';
import { PendingMessage } from '../../components/page/PendingMessage';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { payWithLocalProvider } from './api';
import { cardNumberDigits, formatCardNumber, formatCvc, formatExpiry } from '../../lib/card-input';
import { formatBillingDate, intervalWords } from './price-format';
import type { SignUpPhase } from './use-paid-sign-up';
import { DAY_MS } from '../../../domain/clinic-time.js';

type CardField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc';
type CardValues = Record<CardField, string>;
const CARD_FIELDS: readonly CardField[] = ['cardholderName', 'cardNumber', 'expiry', 'cvc'];
const EMPTY_CARD: CardValues = { cardholderName: '', cardNumber: '', expiry: '', cvc: '' };

interface LocalPaymentModalProps {
  opened: boolean;
  onClose: () => void;
  planInfo: PlanInfo;
  email: string;
  phase: SignUpPhase;
  /** The payment went through: hands its transaction to the completion detector. */
  onPaid: (transactionId: string) => void;
}

/**
 * The local provider's payment overlay: what is due today and after the
 * trial, then a test card. Card data goes to the server once and is never kept.
 */
export function LocalPaymentModal({
  opened,
  onClose,
  planInfo,
  email,
  phase,
  onPaid,
}: LocalPaymentModalProps) {
  // Once paid, the account is being created: nothing to close.
  const locked = phase === 'creating' || phase === 'created';
  return (
    <DialogModal opened={opened} onClose={onClose} title="Payment" centered closable={!locked}>
      <PaymentPanel planInfo={planInfo} email={email} phase={phase} onPaid={onPaid} />
    </DialogModal>
  );
}

/** The overlay's content; it starts afresh each time the overlay opens. */
function PaymentPanel({
  planInfo,
  email,
  phase,
  onPaid,
}: Omit<LocalPaymentModalProps, 'opened' | 'onClose'>) {
  const [transactionId, setTransactionId] = useState<string | null>(null);
  if (transactionId) return <PaymentAccepted transactionId={transactionId} phase={phase} />;
  return (
    <Stack gap="md">
      <AmountDue planInfo={planInfo} />
      <CardForm
        planInfo={planInfo}
        email={email}
        onPaid={(id) => {
          setTransactionId(id);
          onPaid(id);
        }}
      />
    </Stack>
  );
}

function AmountDue({ planInfo }: { planInfo: PlanInfo }) {
  // Read once: the trial starts when the account is created, moments from now.
  const [trialEnd] = useState(() =>
    formatBillingDate(new Date(Date.now() + FREE_TRIAL_DAYS * DAY_MS)),
  );
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={6}>
        <Text fw={600}>{planInfo.planName} plan</Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Due today ({FREE_TRIAL_DAYS}-day free trial)</Text>
          <Text size="sm" fw={700}>
            {formatMoney(money(0, planInfo.currency))}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">After the trial, from {trialEnd}</Text>
          <Text size="sm" fw={700} ta="end">
            {planInfo.price} {intervalWords[planInfo.interval].per}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

interface CardFormProps {
  planInfo: PlanInfo;
  email: string;
  onPaid: (transactionId: string) => void;
}

function CardForm({ planInfo, email, onPaid }: CardFormProps) {
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<CardValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  /** The input's text, formatted as the field shows it. */
  const input = (field: CardField, format: (value: string) => string = (value) => value) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = format(event.currentTarget.value);
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payment: LocalCheckoutInput = {
      priceId: planInfo.priceId,
      email,
      ...values,
      cardNumber: cardNumberDigits(values.cardNumber),
    };
    const checked = localCheckoutSchema.safeParse(payment);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    setPaying(true);
    try {
      const { transactionId } = await payWithLocalProvider(checked.data);
      onPaid(transactionId);
    } catch (error) {
      // 402: the card was declined; the server's sentence says what to do. The overlay stays.
      const fields = error instanceof ApiError ? pickCardFields(error.fields) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
      setPaying(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput label="Email" value={email} readOnly variant="filled" />
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          required
          {...input('cardholderName')}
        />
        <TextInput
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          required
          {...input('cardNumber', formatCardNumber)}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Expiry"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            required
            {...input('expiry', formatExpiry)}
          />
          <TextInput
            label="CVC"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            required
            {...input('cvc', formatCvc)}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" variant="light" title="Payment not completed">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          loading={paying}
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

function PaymentAccepted({ transactionId, phase }: { transactionId: string; phase: SignUpPhase }) {
  return (
    <Stack align="center" gap="md" ta="center" py="md">
      {/* The success image is also a completion signal: it names the transaction. */}
      <Image
        src="/payment-success.svg"
        alt="Payment successful"
        w={72}
        h={72}
        data-transaction-id={transactionId}
      />
      <Text fw={600}>Payment method confirmed</Text>
      {phase === 'created' ? (
        <Text>Your account is ready. Taking you to the next step…</Text>
      ) : (
        <PendingMessage>Creating your account…</PendingMessage>
      )}
    </Stack>
  );
}

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<CardValues> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isCardField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function pickCardFields(fields: Record<string, string> | undefined): Partial<CardValues> {
  const errors: Partial<CardValues> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (isCardField(name)) errors[name] = message;
  }
  return errors;
}

const isCardField = (value: PropertyKey | undefined): value is CardField =>
  (CARD_FIELDS as readonly PropertyKey[]).includes(value as PropertyKey);
