import { Group, Progress, Stack, Text } from '@mantine/core';
import type { BillingOverview } from '../../../domain/billing.js';
import { formatLimit } from '../../../domain/plans.js';
import { SectionCard } from '../../components/page/SectionCard';
import { formatBytes, gigabytes } from './subscription-display';

interface UsageRowProps {
  label: string;
  used: number;
  /** null: unlimited. */
  limit: number | null;
  format: (value: number) => string;
  /** Words after the figures ("segments in the last 30 days"). */
  unit?: string;
}

/** Nearly full turns the bar orange, full turns it red. */
function barColor(share: number): string | undefined {
  if (share >= 1) return 'red';
  if (share >= 0.9) return 'orange';
  return undefined;
}

function UsageRow({ label, used, limit, format, unit }: UsageRowProps) {
  const share = limit ? used / limit : 0;
  const figures =
    limit === null ? `${format(used)} (Unlimited)` : `${format(used)} of ${format(limit)}`;
  const summary = unit ? `${figures} ${unit}` : figures;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </Group>
      {limit !== null && (
        <Progress
          value={Math.min(100, share * 100)}
          color={barColor(share)}
          aria-label={`${label}: ${summary}`}
        />
      )}
    </Stack>
  );
}

/** What the clinic uses against its plan's limits. */
export function UsageSection({ overview }: { overview: BillingOverview }) {
  const { usage, plan, textMessages } = overview;
  return (
    <SectionCard title="Usage" description="What your clinic uses against its plan's limits.">
      <UsageRow label="Users" used={usage.users} limit={plan.limits.users} format={formatLimit} />
      <UsageRow
        label="Patients"
        used={usage.patients}
        limit={plan.limits.patients}
        format={formatLimit}
      />
      <UsageRow
        label="Storage"
        used={usage.storageBytes}
        limit={gigabytes(plan.limits.storageGb)}
        format={formatBytes}
      />
      <UsageRow
        label="Text messages"
        used={textMessages.segments}
        limit={textMessages.limit}
        format={formatLimit}
        unit={`segments in the last ${textMessages.days} days`}
      />
    </SectionCard>
  );
}
