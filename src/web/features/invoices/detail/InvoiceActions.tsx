import { Button, Group } from '@mantine/core';
import {
  IconCash,
  IconDownload,
  IconEdit,
  IconReceiptRefund,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Invoice } from '../../../../domain/invoices.js';
import { can } from '../../../../domain/permissions.js';
import type { ClinicRole } from '../../../../domain/roles.js';
import { invoicePdfUrl } from '../../../lib/queries/invoices';
import type { Correction } from './CorrectionDialog';

export interface InvoiceActionHandlers {
  onIssue: (send: boolean) => void;
  onSend: () => void;
  onDelete: () => void;
  onTakePayment: () => void;
  onCorrect: (correction: Correction) => void;
  /** The action running, so its button spins and the others wait. */
  busy: 'issue' | 'issue-send' | 'send' | null;
}

const icon = (Icon: typeof IconCash) => <Icon size={16} aria-hidden />;

/** What can be done with the invoice now, by its status and the member's permissions. */
export function InvoiceActions({
  invoice,
  role,
  handlers,
}: {
  invoice: Invoice;
  role: ClinicRole | null | undefined;
  handlers: InvoiceActionHandlers;
}) {
  const manage = can(role, 'invoices.manage');
  const correct = can(role, 'invoices.correct');
  const { busy } = handlers;
  const open = invoice.status === 'issued' || invoice.status === 'partly_paid';
  const isInvoice = invoice.kind === 'invoice';

  const pdf = invoice.status !== 'draft' && (
    <Button
      component="a"
      href={invoicePdfUrl(invoice.id)}
      variant="default"
      leftSection={icon(IconDownload)}
    >
      Download PDF
    </Button>
  );

  if (invoice.status === 'draft') {
    if (!manage) return null;
    return (
      <Group gap="sm">
        <Button
          onClick={() => handlers.onIssue(false)}
          loading={busy === 'issue'}
          disabled={busy !== null}
        >
          Issue
        </Button>
        <Button
          variant="light"
          leftSection={icon(IconSend)}
          onClick={() => handlers.onIssue(true)}
          loading={busy === 'issue-send'}
          disabled={busy !== null}
        >
          Issue and send
        </Button>
        <Button
          component={Link}
          to={`/dashboard/invoices/${invoice.id}/edit`}
          variant="default"
          leftSection={icon(IconEdit)}
        >
          Edit lines
        </Button>
        <Button variant="default" leftSection={icon(IconTrash)} onClick={handlers.onDelete}>
          Delete draft
        </Button>
      </Group>
    );
  }

  const nothingPaid = invoice.paidCents === 0 && invoice.creditedCents === 0;
  return (
    <Group gap="sm">
      {isInvoice && open && manage && (
        <Button leftSection={icon(IconCash)} onClick={handlers.onTakePayment}>
          Take payment
        </Button>
      )}
      {open && manage && (
        <Button
          variant="light"
          leftSection={icon(IconSend)}
          onClick={handlers.onSend}
          loading={busy === 'send'}
        >
          Send
        </Button>
      )}
      {pdf}
      {isInvoice && (open || invoice.status === 'paid') && correct && (
        <Button
          variant="default"
          leftSection={icon(IconReceiptRefund)}
          onClick={() => handlers.onCorrect('credit_note')}
        >
          Credit note
        </Button>
      )}
      {isInvoice && open && correct && nothingPaid && (
        <Button variant="default" onClick={() => handlers.onCorrect('void')}>
          Void
        </Button>
      )}
    </Group>
  );
}
