import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { billingOverviewQuery } from './api';
import { ChangePlanSection } from './ChangePlanSection';
import { CurrentPlanSection } from './CurrentPlanSection';
import { isEnding } from './subscription-display';
import { TransactionsSection } from './TransactionsSection';
import { UsageSection } from './UsageSection';

const TITLE = 'Plan & billing';

/** /dashboard/settings/plan-and-billing: the clinic's subscription; owners only. */
export function PlanAndBillingPage() {
  const currentUser = useSignedInUser();
  if (!currentUser) return null;
  if (!can(currentUser.membership?.role, 'billing.manage')) {
    return (
      <Stack gap="lg" maw={900}>
        <PageHeader title={TITLE} />
        <Alert icon={<IconLock aria-hidden />} title="Only the clinic owner can manage billing">
          Ask your clinic&apos;s owner to change the plan, cancel the subscription or look at
          payments.
        </Alert>
      </Stack>
    );
  }
  return <OwnerBilling />;
}

function OwnerBilling() {
  const overview = useQuery(billingOverviewQuery);
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={TITLE}
        description="Your clinic's plan, what it uses of it, and its payments."
      />
      <QueryContent
        query={overview}
        loadingLabel="Loading your plan"
        skeleton={<Skeleton height={140} radius="md" />}
        errorTitle="We couldn't load your plan."
      >
        {(data) => (
          <>
            <CurrentPlanSection overview={data} />
            <UsageSection overview={data} />
            {data.subscription && !isEnding(data.subscription) && (
              <ChangePlanSection overview={data} />
            )}
          </>
        )}
      </QueryContent>
      <TransactionsSection />
    </Stack>
  );
}
