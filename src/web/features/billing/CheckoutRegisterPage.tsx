import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { PlanInfo } from '../../../domain/billing.js';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import {
  ADD_ONS_QUERY_PARAM,
  addOnSelectionParam,
  priceAddOns,
  type AddOnSelection,
} from '../../../domain/pricing.js';
import { AddedAfterSignUp } from '../../components/marketing/AddedAfterSignUp';
import { AuthCard } from '../../components/page/AuthCard';
import { CheckoutRegisterForm } from './CheckoutRegisterForm';
import { LocalPaymentModal } from './LocalPaymentModal';
import { readPendingPayment } from './pending-payment';
import { chosenAddOns, readPlanInfo } from './plan-info';
import { intervalWords } from './price-format';
import { usePaidSignUp, type CheckoutRegisterState } from './use-paid-sign-up';

/**
 * /checkout/register: account details before payment, for the plan chosen at /checkout.
 * With `tid` (a payment made before a reload, or an account creation that failed after payment)
 * the form creates the account for that payment; nothing is charged again. A payment whose
 * account creation Paddle's success redirect cut short is found in the tab's pending payment.
 */
export function CheckoutRegisterPage() {
  const [searchParams] = useSearchParams();
  const planInfo = readPlanInfo(searchParams);
  if (!planInfo) return <InvalidPlan />;
  const pending = searchParams.has('tid') ? null : readPendingPayment();
  return (
    <PaidSignUp
      planInfo={planInfo}
      paidTransactionId={searchParams.get('tid') ?? pending?.tid ?? null}
      email={searchParams.get('email') ?? pending?.email ?? ''}
    />
  );
}

function InvalidPlan() {
  return (
    <AuthCard
      title="Invalid Plan Selection"
      description="We could not tell which plan you chose. Pick a plan and a billing period to continue."
    >
      <Button component={Link} to="/checkout" fullWidth>
        Choose a Plan
      </Button>
    </AuthCard>
  );
}

interface PaidSignUpProps {
  planInfo: PlanInfo;
  paidTransactionId: string | null;
  email: string;
}

function PaidSignUp({ planInfo, paidTransactionId, email }: PaidSignUpProps) {
  const { state } = useLocation() as { state: CheckoutRegisterState | null };
  const [searchParams] = useSearchParams();
  const signUp = usePaidSignUp(planInfo);

  return (
    <AuthCard
      title="Create your account"
      description={
        paidTransactionId
          ? 'Your payment is complete. Finish creating the account it belongs to.'
          : `Create the account your subscription will belong to, then add your card. Your ${FREE_TRIAL_DAYS}-day free trial starts today.`
      }
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </Text>
      }
    >
      <PlanSummary
        planInfo={planInfo}
        addOns={chosenAddOns(searchParams)}
        canChange={!paidTransactionId}
      />
      {state?.accountCreationError && <AccountCreationError message={state.accountCreationError} />}
      {signUp.phase === 'created' ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Your account is ready">
          Taking you to the next step…
        </Alert>
      ) : (
        <CheckoutRegisterForm
          defaultEmail={email}
          submitLabel={paidTransactionId ? 'Create account' : 'Continue to payment'}
          onSubmit={(registration) => signUp.submit(registration, paidTransactionId)}
          serverError={signUp.accountCreationError}
        />
      )}
      <LocalPaymentModal
        opened={signUp.localPayment.email !== null}
        onClose={signUp.localPayment.close}
        planInfo={planInfo}
        email={signUp.localPayment.email ?? ''}
        phase={signUp.phase}
        onPaid={signUp.localPayment.paid}
      />
    </AuthCard>
  );
}

interface PlanSummaryProps {
  planInfo: PlanInfo;
  /** Chosen on the pricing page: listed as added after sign-up, apart from what is paid. */
  addOns: AddOnSelection;
  canChange: boolean;
}

function PlanSummary({ planInfo, addOns, canChange }: PlanSummaryProps) {
  const changeQuery = new URLSearchParams({ plan: planInfo.planName, interval: planInfo.interval });
  const chosen = addOnSelectionParam(addOns);
  if (chosen) changeQuery.set(ADD_ONS_QUERY_PARAM, chosen);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your plan">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{planInfo.planName} plan</Text>
            <Text size="sm" c="dimmed">
              {planInfo.price} {intervalWords[planInfo.interval].per}, billed{' '}
              {intervalWords[planInfo.interval].adverb} after a {FREE_TRIAL_DAYS}-day free trial
            </Text>
          </Stack>
          {canChange && (
            <Anchor component={Link} to={`/checkout?${changeQuery.toString()}`} size="sm">
              Change
            </Anchor>
          )}
        </Group>
        <AddedAfterSignUp
          addOns={priceAddOns(addOns, planInfo.interval)}
          period={planInfo.interval}
          titleOrder={2}
        />
      </Stack>
    </Paper>
  );
}

function AccountCreationError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/contact" size="sm">
          Contact support
        </Anchor>
      </Stack>
    </Alert>
  );
}
