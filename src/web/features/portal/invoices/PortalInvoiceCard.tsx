import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { PortalInvoice } from '../../../../domain/portal-invoices.js';
import type { Portal } from '../../../../domain/portal.js';
import { clinicFormat } from '../../../lib/clinic-format';
import { portalInvoicePdfUrl } from './portal-invoices-api';

/** What the patient reads of an invoice: paid, still due, or due and late. */
export function paymentState(invoice: PortalInvoice): 'paid' | 'due' | 'overdue' {
  if (invoice.status === 'paid' || invoice.balanceCents <= 0) return 'paid';
  return invoice.overdue ? 'overdue' : 'due';
}

const badges = {
  paid: { label: 'Paid', color: 'green' },
  due: { label: 'Due', color: 'orange' },
  overdue: { label: 'Overdue', color: 'red' },
} as const;

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

interface PortalInvoiceCardProps {
  invoice: PortalInvoice;
  clinic: Portal['clinic'];
}

/** One invoice: its number, dates, total and balance in its currency, and "Pay now" while due. */
export function PortalInvoiceCard({ invoice, clinic }: PortalInvoiceCardProps) {
  const format = useMemo(
    () => clinicFormat({ currency: invoice.currency, locale: clinic.locale }),
    [invoice.currency, clinic.locale],
  );
  const state = paymentState(invoice);
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {/* A number like 2026-000041 breaks at its hyphen on a phone: it stays whole. */}
            Invoice <span style={{ whiteSpace: 'nowrap' }}>{invoice.number}</span>
          </Text>
          <Badge color={badges[state].color} variant="light" style={{ flexShrink: 0 }}>
            {badges[state].label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Issued {format.date(invoice.issuedAt, { ...DAY, timeZone: clinic.timeZone })}
          {invoice.dueOn && state !== 'paid' && ` · Due ${format.date(invoice.dueOn, DAY)}`}
        </Text>
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              Total
            </Text>
            <Text>{format.money(invoice.totalCents)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              To pay
            </Text>
            <Text fw={state === 'paid' ? undefined : 600}>
              {format.money(invoice.balanceCents)}
            </Text>
          </div>
        </Group>
        <Group gap="sm" wrap="wrap">
          {invoice.payPath && (
            <Button
              component={Link}
              to={invoice.payPath}
              aria-label={`Pay now, invoice ${invoice.number}`}
            >
              Pay now
            </Button>
          )}
          <Anchor
            href={portalInvoicePdfUrl(invoice.id)}
            target="_blank"
            rel="noopener"
            size="sm"
            aria-label={`Download PDF, invoice ${invoice.number}`}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden />
              Download PDF
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
