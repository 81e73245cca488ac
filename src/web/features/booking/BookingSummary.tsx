import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicBooking } from '../../../domain/online-booking.js';
import { dayFormatter, timeFormatter } from './booking-time';
import { clinicTimeSuffix } from '../../lib/visitor-zone';

export interface SummaryLines {
  service: string;
  /** "45 min · €65.00", when known. */
  serviceDetail?: string;
  practitioner: string;
  start: string;
  location: string;
  address: string;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap={0} align="flex-end" ta="end">
        {children}
      </Stack>
    </Group>
  );
}

/** What is booked: the visit, with whom, when (clinic time) and where. */
export function BookingSummary({
  lines,
  clinic,
}: {
  lines: SummaryLines;
  clinic: Pick<PublicBooking['clinic'], 'locale' | 'timeZone'>;
}) {
  const formatDay = dayFormatter(clinic.locale, clinic.timeZone);
  const formatTime = timeFormatter(clinic.locale, clinic.timeZone);
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={8} aria-label="Your visit" role="group">
        <Line label="Visit">
          <Text fw={600}>{lines.service}</Text>
          {lines.serviceDetail && <Text size="sm">{lines.serviceDetail}</Text>}
        </Line>
        <Line label="With">
          <Text>{lines.practitioner}</Text>
        </Line>
        <Line label="When">
          <Text fw={600}>{formatDay(lines.start)}</Text>
          <Text>
            {formatTime(lines.start)}
            {clinicTimeSuffix(clinic.timeZone, new Date(lines.start))}
          </Text>
        </Line>
        <Line label="Where">
          <Text>{lines.location}</Text>
          {lines.address && <Text size="sm">{lines.address}</Text>}
        </Line>
      </Stack>
    </Paper>
  );
}
