import { Badge, Group } from '@mantine/core';
import {
  invoiceStatusLabels,
  type InvoiceKind,
  type InvoiceStatus,
} from '../../../domain/invoices.js';

const statusColors: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  partly_paid: 'yellow',
  paid: 'green',
  void: 'dark',
};

interface InvoiceStatusBadgeProps {
  status: InvoiceStatus;
  kind?: InvoiceKind;
  overdue?: boolean;
}

/** An invoice's status in words and colour; "Overdue" beside it when it is past due. */
export function InvoiceStatusBadge({ status, kind = 'invoice', overdue }: InvoiceStatusBadgeProps) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {kind === 'credit_note' && (
        <Badge color="grape" variant="light">
          Credit note
        </Badge>
      )}
      <Badge color={statusColors[status]} variant="light">
        {invoiceStatusLabels[status]}
      </Badge>
      {overdue && (
        <Badge color="red" variant="filled">
          Overdue
        </Badge>
      )}
    </Group>
  );
}

/** "2026-000042", or "Draft" before the invoice has a number. */
export const invoiceNumberLabel = (invoice: { number: string | null; kind?: InvoiceKind }) =>
  invoice.number ?? (invoice.kind === 'credit_note' ? 'Draft credit note' : 'Draft');
