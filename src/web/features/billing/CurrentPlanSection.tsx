import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { BillingOverview, SubscriptionView } from '../../../domain/billing.js';
import { SectionCard } from '../../components/page/SectionCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { errorMessage } from '../../lib/server-errors';
import { useCancelSubscription, useResumeSubscription } from './api';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { formatBillingDate, intervalWords } from './price-format';
import { isEnding, statusBadges, subscriptionDateLine } from './subscription-display';

/** The clinic's plan, its status and what happens next; cancel at period end or resume. */
export function CurrentPlanSection({ overview }: { overview: BillingOverview }) {
  const { subscription } = overview;
  if (!subscription) {
    return (
      <SectionCard title="Current plan" aside={<Badge variant="light">Early Access</Badge>}>
        <Stack gap={4}>
          <Text fw={600} size="lg">
            Early Access — free for life
          </Text>
          <Text size="sm" c="dimmed">
            Your clinic takes part in Motio Early Access: the limits below come at no cost for as
            long as Motio runs. There is nothing to pay, change or cancel.
          </Text>
        </Stack>
      </SectionCard>
    );
  }
  const badge = statusBadges[subscription.status];
  return (
    <SectionCard
      title="Current plan"
      aside={
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
      }
    >
      <Stack gap={4}>
        <Text fw={600} size="lg">
          {overview.plan.name}, billed {intervalWords[subscription.interval].adverb}
        </Text>
        <Text size="sm">{subscriptionDateLine(overview)}</Text>
      </Stack>
      {subscription.status !== 'canceled' && <SubscriptionActions subscription={subscription} />}
    </SectionCard>
  );
}

function SubscriptionActions({ subscription }: { subscription: SubscriptionView }) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const periodEnd = formatBillingDate(subscription.currentPeriodEnd);

  if (isEnding(subscription)) {
    const resumeSubscription = async () => {
      try {
        await resume.mutateAsync(undefined);
        notifySuccess('Your subscription continues.');
      } catch (error) {
        notifyError(errorMessage(error));
      }
    };
    return (
      <Group>
        <Button loading={resume.isPending} onClick={() => void resumeSubscription()}>
          Resume subscription
        </Button>
        <Text size="sm" c="dimmed">
          Resume to keep your plan after {periodEnd}, or to change plans.
        </Text>
      </Group>
    );
  }

  return (
    <Group>
      <Button variant="default" onClick={() => setConfirmingCancel(true)}>
        Cancel subscription
      </Button>
      <ConfirmModal
        opened={confirmingCancel}
        title="Cancel your subscription?"
        keepLabel="Keep subscription"
        confirmLabel="Cancel subscription"
        danger
        onClose={() => setConfirmingCancel(false)}
        onConfirm={async () => {
          await cancel.mutateAsync(undefined);
          notifySuccess(`Your subscription ends on ${periodEnd}.`);
        }}
      >
        <Text size="sm">
          Your clinic keeps full access until {periodEnd}; nothing more is charged. There is no
          proration: the current period is not refunded. You can resume the subscription at any time
          before then.
        </Text>
      </ConfirmModal>
    </Group>
  );
}
