import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { paymentMethodLabels, type InvoicePayment } from '../../../../domain/invoices.js';
import type { ClinicFormat } from '../../../lib/clinic-format';
import { paymentReceiptUrl } from '../../../lib/queries/invoices';
import classes from '../../../components/billing/billing.module.css';

interface PaymentsListProps {
  payments: InvoicePayment[];
  format: ClinicFormat;
  /** Offers "Refund" on each payment when given. */
  onRefund?: (payment: InvoicePayment) => void;
}

/** The payments and refunds of an invoice, with their receipts. */
export function PaymentsList({ payments, format, onRefund }: PaymentsListProps) {
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No payments yet.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Payments">
      {payments.map((payment) => {
        const refund = payment.kind === 'refund';
        const what = `${refund ? 'Refund' : 'Payment'} of ${format.money(payment.amountCents)}`;
        return (
          <Group
            component="li"
            key={`${payment.paymentId}-${payment.kind}`}
            justify="space-between"
            gap="sm"
          >
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {what}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  format.date(payment.receivedAt),
                  paymentMethodLabels[payment.method],
                  payment.reference,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs">
              {!refund && (
                <Anchor
                  href={paymentReceiptUrl(payment.paymentId)}
                  size="sm"
                  aria-label={`Receipt: ${what}`}
                >
                  Receipt
                </Anchor>
              )}
              {!refund && onRefund && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Refund: ${what}`}
                  onClick={() => onRefund(payment)}
                >
                  Refund
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
