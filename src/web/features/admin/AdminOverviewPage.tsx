import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../domain/admin.js';
import { planOf } from '../../../domain/plans.js';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { formatDate } from '../../lib/relative-time';
import { adminOverviewQuery } from './admin-api';
import { countFormat, formatAmounts } from './admin-format';
import { subscriptionStatusLabel } from './subscription-labels';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz="xl" fw={700}>
          {value}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Figures({ overview }: { overview: AdminOverview }) {
  const { users, earlyAccess, openFeedback } = overview;
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
      <Figure
        label="Users"
        value={countFormat.format(users.total)}
        note={`${countFormat.format(users.verified)} verified, ${countFormat.format(users.disabled)} disabled`}
      />
      <Figure label="Clinics" value={countFormat.format(overview.clinics)} />
      <Figure
        label="Monthly recurring revenue"
        value={formatAmounts(overview.mrr)}
        note={`Active and past-due subscriptions. In trial: ${formatAmounts(overview.trialingMrr)}`}
      />
      <Figure
        label="Open feedback"
        value={countFormat.format(openFeedback.feedback + openFeedback.contact)}
        note={`${openFeedback.feedback} feedback, ${openFeedback.contact} contact messages not done`}
      />
      <Figure
        label="Early Access"
        value={`${countFormat.format(earlyAccess.members)} of ${countFormat.format(earlyAccess.capacity)}`}
        note={`${countFormat.format(earlyAccess.waitlisted)} on the waitlist`}
      />
      <Figure label="Platform operators" value={countFormat.format(users.platformAdmins)} />
    </SimpleGrid>
  );
}

function SignupsChart({ overview }: { overview: AdminOverview }) {
  const data = overview.signupsPerWeek.map((week) => ({
    week: formatDate(`${week.weekStart}T00:00:00Z`),
    Signups: week.count,
  }));
  const total = overview.signupsPerWeek.reduce((sum, week) => sum + week.count, 0);
  const latest = overview.signupsPerWeek.at(-1)?.count ?? 0;
  return (
    <div
      role="img"
      aria-label={`Sign-ups per week over the last 12 weeks: ${total} in all, ${latest} this week.`}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="week"
        series={[{ name: 'Signups', label: 'Sign-ups', color: 'teal.6' }]}
        yAxisProps={{ allowDecimals: false, width: 36 }}
        tickLine="y"
      />
    </div>
  );
}

function SubscriptionsTable({ overview }: { overview: AdminOverview }) {
  if (overview.subscriptions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No clinic has a subscription yet.
      </Text>
    );
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Plan</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Clinics</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {overview.subscriptions.map((row) => (
          <Table.Tr key={`${row.planId}-${row.status}`}>
            <Table.Td>{planOf(row.planId).name}</Table.Td>
            <Table.Td>{subscriptionStatusLabel[row.status]}</Table.Td>
            <Table.Td ta="right">{countFormat.format(row.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const skeleton = (
  <Group grow>
    {[0, 1, 2].map((cell) => (
      <Skeleton key={cell} height={88} />
    ))}
  </Group>
);

/** /dashboard/admin: the platform at a glance. */
export function AdminOverviewPage() {
  const overview = useQuery(adminOverviewQuery);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Admin overview"
        description="Platform-wide figures: accounts, clinics, sign-ups, subscriptions and revenue."
      />
      <QueryContent
        query={overview}
        loadingLabel="Loading platform figures"
        skeleton={skeleton}
        errorTitle="We couldn't load the platform figures."
      >
        {(data) => (
          <Stack gap="lg">
            <Figures overview={data} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <SectionCard title="Sign-ups per week" description="New accounts, last 12 weeks.">
                <SignupsChart overview={data} />
              </SectionCard>
              <SectionCard
                title="Subscriptions"
                description="Clinics by plan and subscription status."
              >
                <SubscriptionsTable overview={data} />
              </SectionCard>
            </SimpleGrid>
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
