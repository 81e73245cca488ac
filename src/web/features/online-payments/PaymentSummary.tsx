import { Group, Paper, Stack, Text } from '@mantine/core';
import type { PayLink } from '../../../domain/online-payments.js';
import { clinicFormat } from '../../lib/clinic-format';

/** The invoice as the pay link shows it: number, due date and the amount to pay. */
export function PaymentSummary({ payment }: { payment: PayLink }) {
  const format = clinicFormat(payment);
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">Invoice</Text>
          <Text size="sm" fw={600}>
            {payment.invoiceNumber}
          </Text>
        </Group>
        {payment.dueOn && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">Due</Text>
            <Text size="sm">{format.date(payment.dueOn, { dateStyle: 'long' })}</Text>
          </Group>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs" align="baseline">
          <Text fw={600}>Amount due</Text>
          <Text fw={700} size="xl" data-testid="amount-due">
            {format.money(payment.balanceCents, payment.currency)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
