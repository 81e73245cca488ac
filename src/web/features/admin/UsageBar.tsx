import { Group, Progress, Stack, Text } from '@mantine/core';
import { countFormat, formatBytes } from './admin-format';

interface UsageBarProps {
  label: string;
  used: number;
  /** null: no limit. */
  limit: number | null;
  bytes?: boolean;
  /** In a table the column header names it; the bar's accessible name still does. */
  hideLabel?: boolean;
}

const usageColor = (share: number) => (share >= 0.9 ? 'red' : share >= 0.75 ? 'orange' : 'teal');

/** How much of a plan limit a clinic uses: "12 of 1,000" and a bar (none without a limit). */
export function UsageBar({ label, used, limit, bytes = false, hideLabel = false }: UsageBarProps) {
  const format = (value: number) => (bytes ? formatBytes(value) : countFormat.format(value));
  const text = limit === null ? `${format(used)}, no limit` : `${format(used)} of ${format(limit)}`;
  const share = limit ? Math.min(used / limit, 1) : 0;
  return (
    <Stack gap={4} miw={120}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {!hideLabel && (
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        )}
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      </Group>
      {limit !== null && (
        <Progress
          value={share * 100}
          color={usageColor(share)}
          size="sm"
          aria-label={`${label}: ${text}`}
        />
      )}
    </Stack>
  );
}
