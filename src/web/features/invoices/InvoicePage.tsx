import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { payerKindLabels, type Invoice, type InvoicePayment } from '../../../domain/invoices.js';
import { can } from '../../../domain/permissions.js';
import {
  InvoiceStatusBadge,
  invoiceNumberLabel,
} from '../../components/billing/InvoiceStatusBadge';
import { TakePaymentDialog } from '../../components/billing/TakePaymentDialog';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { FormError } from '../../components/feedback/FormError';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { clinicFormat, useClinicFormat } from '../../lib/clinic-format';
import {
  invoiceQuery,
  useDeleteInvoice,
  useIssueInvoice,
  useSendInvoice,
} from '../../lib/queries/invoices';
import { errorMessage } from '../../lib/server-errors';
import { CorrectionDialog, type Correction } from './detail/CorrectionDialog';
import { InvoiceActions, type InvoiceActionHandlers } from './detail/InvoiceActions';
import { LinesAndTotals } from './detail/LinesAndTotals';
import { PaymentsList } from './detail/PaymentsList';
import { RefundDialog } from './detail/RefundDialog';
import type { invoiceLoader } from './loaders';

const backLink = (
  <Anchor component={Link} to="/dashboard/invoices" size="sm">
    <Group gap="xs" component="span">
      <IconArrowLeft size={16} aria-hidden />
      All invoices
    </Group>
  </Anchor>
);

const titleOf = (invoice: Invoice) =>
  invoice.kind === 'credit_note'
    ? `Credit note ${invoice.number ?? ''}`.trim()
    : invoice.number
      ? `Invoice ${invoice.number}`
      : 'Draft invoice';

/** /dashboard/invoices/{id}: one invoice or credit note, what was paid on it, and what is next. */
export function InvoicePage() {
  const { invoiceId } = useLoaderData<typeof invoiceLoader>();
  const query = useQuery(invoiceQuery(invoiceId));
  const invoice = query.data;
  if (!invoice) {
    return (
      <Stack gap="lg">
        {backLink}
        <PageHeader title="Invoice" />
        <LoadError
          title="We couldn't load this invoice."
          message={query.error ? errorMessage(query.error) : undefined}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  return <InvoiceView invoice={invoice} />;
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const role = useSignedInUser()?.membership?.role;
  const clinic = useClinicFormat();
  const format = clinicFormat({ currency: invoice.currency, locale: clinic.locale });
  const navigate = useNavigate();
  const issue = useIssueInvoice();
  const send = useSendInvoice();
  const remove = useDeleteInvoice();
  const [busy, setBusy] = useState<InvoiceActionHandlers['busy']>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [correction, setCorrection] = useState<Correction | null>(null);
  const [refunding, setRefunding] = useState<InvoicePayment | null>(null);

  const run = async (
    what: NonNullable<typeof busy>,
    action: () => Promise<unknown>,
    done: string,
  ) => {
    setFailure(null);
    setBusy(what);
    try {
      const outcome = await action();
      notifySuccess(typeof outcome === 'string' ? outcome : done);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const handlers: InvoiceActionHandlers = {
    busy,
    onIssue: (alsoSend) =>
      void run(
        alsoSend ? 'issue-send' : 'issue',
        async () => {
          const { mail } = await issue.mutateAsync({ id: invoice.id, send: alsoSend });
          if (mail?.sent) return 'Invoice issued and sent.';
          // Issued either way; a mail that could not go says why, and Send can try again.
          if (mail) setFailure(`Issued, but not sent: ${mail.message}`);
        },
        'Invoice issued.',
      ),
    onSend: () => void run('send', () => send.mutateAsync(invoice.id), 'Invoice sent.'),
    onDelete: () => setDeleting(true),
    onTakePayment: () => setPaying(true),
    onCorrect: setCorrection,
  };

  const payer =
    invoice.payerKind === 'patient'
      ? 'The patient'
      : `${invoice.payerName} (${payerKindLabels[invoice.payerKind].toLowerCase()})`;

  return (
    <Stack gap="lg" maw={1100}>
      {backLink}
      <PageHeader
        title={titleOf(invoice)}
        description={
          <InvoiceStatusBadge
            status={invoice.status}
            kind={invoice.kind}
            overdue={invoice.overdue}
          />
        }
        actions={<InvoiceActions invoice={invoice} role={role} handlers={handlers} />}
      />
      <FormError message={failure} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SectionCard title="Billed to">
          <Stack gap={4}>
            <Anchor component={Link} to={`/dashboard/patients/${invoice.patientId}`} fw={500}>
              {invoice.patientName}
            </Anchor>
            <Text size="sm">Paid by: {payer}</Text>
            {invoice.payerReference && (
              <Text size="sm" c="dimmed">
                Reference: {invoice.payerReference}
              </Text>
            )}
            {invoice.payerEmail && (
              <Text size="sm" c="dimmed">
                {invoice.payerEmail}
              </Text>
            )}
          </Stack>
        </SectionCard>
        <SectionCard title="Dates">
          <Stack gap={4}>
            <Text size="sm">
              {invoice.issuedAt ? `Issued ${format.date(invoice.issuedAt)}` : 'Not issued yet'}
            </Text>
            {invoice.dueOn && (
              <Text
                size="sm"
                c={invoice.overdue ? 'red' : undefined}
                fw={invoice.overdue ? 600 : 400}
              >
                Due {format.date(invoice.dueOn)}
                {invoice.overdue && ' (overdue)'}
              </Text>
            )}
            {invoice.voidedAt && <Text size="sm">Void since {format.date(invoice.voidedAt)}</Text>}
            {invoice.reason && (
              <Text size="sm" c="dimmed">
                Reason: {invoice.reason}
              </Text>
            )}
          </Stack>
        </SectionCard>
      </SimpleGrid>
      <SectionCard title="Lines">
        <LinesAndTotals invoice={invoice} format={format} />
        {invoice.notes && (
          <Text size="sm" c="dimmed">
            {invoice.notes}
          </Text>
        )}
      </SectionCard>
      {invoice.kind === 'invoice' && invoice.status !== 'draft' && (
        <SectionCard title="Payments">
          <PaymentsList
            payments={invoice.payments}
            format={format}
            onRefund={can(role, 'invoices.correct') ? setRefunding : undefined}
          />
        </SectionCard>
      )}
      {(invoice.creditsInvoice || invoice.creditNotes.length > 0) && (
        <SectionCard title={invoice.creditsInvoice ? 'Corrects' : 'Credit notes'}>
          <Stack gap={4}>
            {invoice.creditsInvoice && (
              <Anchor component={Link} to={`/dashboard/invoices/${invoice.creditsInvoice.id}`}>
                Credits invoice {invoice.creditsInvoice.number ?? ''}
              </Anchor>
            )}
            {invoice.creditNotes.map((note) => (
              <Group key={note.id} gap="xs">
                <Anchor component={Link} to={`/dashboard/invoices/${note.id}`}>
                  Credit note {invoiceNumberLabel({ number: note.number, kind: 'credit_note' })}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {format.money(note.totalCents)}
                </Text>
              </Group>
            ))}
          </Stack>
        </SectionCard>
      )}

      <TakePaymentDialog
        opened={paying}
        onClose={() => setPaying(false)}
        patientId={invoice.patientId}
        invoice={invoice}
      />
      <CorrectionDialog
        invoice={invoice}
        correction={correction}
        onClose={() => setCorrection(null)}
      />
      <RefundDialog payment={refunding} format={format} onClose={() => setRefunding(null)} />
      <ConfirmModal
        opened={deleting}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        keepLabel="Keep it"
        danger
        onConfirm={async () => {
          await remove.mutateAsync(invoice.id);
          notifySuccess('Draft deleted.');
          void navigate('/dashboard/invoices');
        }}
        onClose={() => setDeleting(false)}
      >
        The draft and its lines are removed. The visits on it can be invoiced again.
      </ConfirmModal>
    </Stack>
  );
}
