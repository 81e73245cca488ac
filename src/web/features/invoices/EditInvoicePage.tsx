import { Alert, Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { invoiceQuery } from '../../lib/queries/invoices';
import { errorMessage } from '../../lib/server-errors';
import { DraftInvoiceForm } from './draft/DraftInvoiceForm';
import type { invoiceLoader } from './loaders';

/** /dashboard/invoices/{id}/edit: a draft's payer and lines. */
export function EditInvoicePage() {
  const { invoiceId } = useLoaderData<typeof invoiceLoader>();
  const query = useQuery(invoiceQuery(invoiceId));
  const invoice = query.data;
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title="Edit draft invoice" />
      {!invoice ? (
        <LoadError
          title="We couldn't load this invoice."
          message={query.error ? errorMessage(query.error) : undefined}
          onRetry={() => void query.refetch()}
        />
      ) : invoice.status !== 'draft' ? (
        <Alert color="yellow" title="This invoice is issued">
          An issued invoice keeps its lines; correct it with a credit note.{' '}
          <Anchor component={Link} to={`/dashboard/invoices/${invoice.id}`}>
            Back to the invoice
          </Anchor>
        </Alert>
      ) : (
        <DraftInvoiceForm invoice={invoice} patient={null} />
      )}
    </Stack>
  );
}
