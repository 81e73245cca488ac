import { Button, Card, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  invoiceStatuses,
  invoiceStatusLabels,
  type InvoiceStatus,
} from '../../../domain/invoices.js';
import { InvoiceCards } from '../../components/billing/InvoiceCards';
import { SearchBox } from '../../components/forms/SearchBox';
import { EmptyState } from '../../components/lists/EmptyState';
import { NoMatchesEmptyState } from '../../components/lists/NoMatchesEmptyState';
import { PagedList } from '../../components/lists/PagedList';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { invoiceListQuery } from '../../lib/queries/invoices';
import { InvoicesTable } from './list/InvoicesTable';
import {
  defaultListParams,
  isFiltered,
  useInvoiceListParams,
  type InvoiceListParams,
} from './list/list-params';

const PAGE_SIZE = 25;

function invoiceTotalLabel(total: number, capped: boolean): string {
  if (capped) return `More than ${total.toLocaleString('en')} invoices`;
  return total === 1 ? '1 invoice' : `${total.toLocaleString('en')} invoices`;
}
const TABLE_MEDIA_QUERY = '(min-width: 48em)';
const loadingRows = [0, 1, 2, 3].map((row) => <Skeleton key={row} height={44} />);

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open (not paid)' },
  ...invoiceStatuses.map((status) => ({ value: status, label: invoiceStatusLabels[status] })),
];

export const NEW_INVOICE = '/dashboard/invoices/new';

const newInvoiceButton = (
  <Button component={Link} to={NEW_INVOICE} leftSection={<IconPlus size={16} aria-hidden />}>
    New invoice
  </Button>
);

/** /dashboard/invoices: the clinic's invoices and credit notes, searched and filtered. */
export function InvoicesPage() {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const { params, update } = useInvoiceListParams();
  const list = useQuery(
    invoiceListQuery({
      status: params.status === 'all' ? undefined : params.status,
      search: params.search || undefined,
      page: params.page,
      limit: PAGE_SIZE,
    }),
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Invoices"
        description="What patients and payers were billed, what they paid and what they still owe."
        actions={newInvoiceButton}
      />
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SearchBox
            label="Search invoices"
            description="The number, or the patient's or payer's name"
            placeholder="e.g. INV-2026 or Jovanović"
            value={params.search}
            onSearch={(search) => update({ search }, { replace: true })}
          />
          <Select
            label="Status"
            allowDeselect={false}
            data={statusOptions}
            value={params.status}
            onChange={(status) =>
              update({ status: (status ?? 'all') as InvoiceStatus | 'open' | 'all' })
            }
          />
        </SimpleGrid>
      </Card>
      <QueryContent
        query={list}
        loadingLabel="Loading invoices"
        skeleton={loadingRows}
        errorTitle="We couldn't load the invoices."
      >
        {(data) =>
          data.total === 0 ? (
            isFiltered(params) ? (
              <NoMatchesEmptyState
                title="No invoices match"
                onClear={() => update(defaultListParams as InvoiceListParams)}
              >
                Try other words or show every invoice.
              </NoMatchesEmptyState>
            ) : (
              <EmptyState
                icon={<IconFileInvoice size={26} />}
                title="No invoices yet"
                action={newInvoiceButton}
              >
                Bill a patient for their visits, or for anything else the clinic sells.
              </EmptyState>
            )
          ) : (
            <PagedList
              totalLabel={invoiceTotalLabel(data.total, data.totalCapped)}
              loadingPage={list.isPlaceholderData}
              page={params.page}
              pages={data.pages}
              onPage={(page) => update({ page })}
              compact={!wide}
              noun="invoices"
              pageEmpty={data.invoices.length === 0}
            >
              {wide ? (
                <InvoicesTable invoices={data.invoices} />
              ) : (
                <InvoiceCards invoices={data.invoices} label="Invoices" />
              )}
            </PagedList>
          )
        }
      </QueryContent>
    </Stack>
  );
}
