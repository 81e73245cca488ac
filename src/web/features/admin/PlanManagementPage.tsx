import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminPlans } from '../../../domain/admin.js';
import { planOf } from '../../../domain/plans.js';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { adminPlansQuery } from './admin-api';
import { formatAmount } from './admin-format';
import { EarlyAccessForm } from './EarlyAccessForm';
import { PlanLimitsForm } from './PlanLimitsForm';

function PaddleMapping({ data }: { data: AdminPlans }) {
  return (
    <SectionCard
      title="Paddle prices"
      description="The prices Paddle sells and the plan each names in its product's custom data. Change them in Paddle."
    >
      {data.paddleError ? (
        <Alert color="red" title="Paddle prices unavailable">
          {data.paddleError}
        </Alert>
      ) : data.paddlePrices.length === 0 ? (
        <Text size="sm" c="dimmed">
          Paddle has no active prices for our plans.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Price id</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Interval</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.paddlePrices.map((price) => (
                <Table.Tr key={price.priceId}>
                  <Table.Td ff="monospace">{price.priceId}</Table.Td>
                  <Table.Td>{planOf(price.planId).name}</Table.Td>
                  <Table.Td>{price.interval === 'monthly' ? 'Monthly' : 'Yearly'}</Table.Td>
                  <Table.Td ta="right">{formatAmount(price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}

function AddOnsTable({ data }: { data: AdminPlans }) {
  return (
    <SectionCard title="Add-ons" description="Sold on top of a plan; set in the plan catalogue.">
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Add-on</Table.Th>
              <Table.Th>From plan</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.addOns.map((addOn) => (
              <Table.Tr key={addOn.id}>
                <Table.Td>{addOn.name}</Table.Td>
                <Table.Td>{planOf(addOn.minimumPlan).name}</Table.Td>
                <Table.Td ta="right">
                  {formatAmount(addOn.price)}
                  {addOn.billing === 'monthly' ? ' / month' : ' once'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

/** /dashboard/admin/plan-management: plans, prices, limits, add-ons and Early Access. */
export function PlanManagementPage() {
  const plans = useQuery(adminPlansQuery);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Plan management"
        description="The plans' limits and prices, the add-ons, and how many Early Access spots there are."
      />
      <QueryContent
        query={plans}
        loadingLabel="Loading plans"
        skeleton={[0, 1, 2].map((row) => (
          <Skeleton key={row} height={160} />
        ))}
        errorTitle="We couldn't load the plans."
      >
        {(data) => (
          <Stack gap="lg">
            {data.editable ? (
              <Text size="sm" c="dimmed">
                Billing runs on the local provider: changes apply to new checkouts and to every
                clinic's limits at once.
              </Text>
            ) : (
              <Alert color="blue" title="Billing runs on Paddle">
                Prices live in Paddle, so plans are read-only here.
              </Alert>
            )}
            {data.plans.map((plan) => (
              <PlanLimitsForm
                key={`${plan.id}-${JSON.stringify(plan.limits)}-${JSON.stringify(plan.prices)}`}
                plan={plan}
                editable={data.editable}
              />
            ))}
            {data.provider === 'paddle' && <PaddleMapping data={data} />}
            <AddOnsTable data={data} />
            <EarlyAccessForm key={data.earlyAccess.capacity} earlyAccess={data.earlyAccess} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
