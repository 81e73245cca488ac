import { Anchor, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  agingBuckets,
  type AgingBucket,
  type OutstandingReport,
} from '../../../domain/billing-reports.js';
import { localDateTimeOf } from '../../../domain/clinic-time.js';
import { LoadError } from '../../components/feedback/LoadError';
import { SectionCard } from '../../components/page/SectionCard';
import { useClinicFormat, type ClinicFormat } from '../../lib/clinic-format';
import { errorMessage } from '../../lib/server-errors';
import { outstandingReportQuery } from './billing-reports-api';
import { dayLabel } from './stats-format';

const TITLE = 'Unpaid invoices';

export const bucketLabels: Record<AgingBucket, string> = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
};

function BucketTiles({ report, format }: { report: OutstandingReport; format: ClinicFormat }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0}>
      {agingBuckets.map((bucket) => (
        <Paper key={bucket} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {bucketLabels[bucket]}
          </Text>
          <Text component="dd" fw={700} fz="xl" m={0}>
            {format.money(report.buckets[bucket], report.currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

type UnpaidInvoice = OutstandingReport['invoices'][number];

const invoiceLink = (invoice: UnpaidInvoice) => (
  <Anchor component={Link} inherit to={`/dashboard/invoices/${invoice.id}`}>
    {invoice.number ?? 'Without number'}
  </Anchor>
);

const issuedDay = (invoice: UnpaidInvoice, timeZone: string) =>
  dayLabel(localDateTimeOf(new Date(invoice.issuedAt), timeZone).date);

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

interface InvoicesProps {
  report: OutstandingReport;
  format: ClinicFormat;
  timeZone: string;
}

/** The unpaid invoices on phones: one card each, the same facts as the table's row. */
function InvoiceCards({ report, format, timeZone }: InvoicesProps) {
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Invoices with a balance, oldest first"
    >
      {report.invoices.map((invoice) => (
        <Paper component="li" key={invoice.id} withBorder p="md" radius="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>{invoiceLink(invoice)}</Text>
              <Text fw={700}>{format.money(invoice.balanceCents, report.currency)}</Text>
            </Group>
            <Text size="sm">
              {invoice.patientName}
              {invoice.payerName && ` · paid by ${invoice.payerName}`}
            </Text>
            <Text size="sm" c="dimmed">
              Issued {issuedDay(invoice, timeZone)}
              {invoice.dueOn && `, due ${dayLabel(invoice.dueOn)}`}
              {' · '}
              {invoice.daysOverdue === undefined
                ? 'not due yet'
                : `${invoice.daysOverdue} day${invoice.daysOverdue === 1 ? '' : 's'} overdue`}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

const columns = ['Invoice', 'Patient', 'Payer', 'Issued', 'Due', 'Days overdue', 'Balance'];
const numeric = new Set(['Days overdue', 'Balance']);

function InvoicesTable({ report, format, timeZone }: InvoicesProps) {
  const caption = 'Invoices with a balance, oldest first';
  return (
    // Narrow screens scroll the table sideways: the region takes focus so keyboards can too.
    <Box w="100%" style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={caption}>
      <Table captionSide="top" striped highlightOnHover verticalSpacing="xs" miw={760}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" ta={numeric.has(column) ? 'right' : 'left'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Th scope="row" fw={500}>
                {invoiceLink(invoice)}
              </Table.Th>
              <Table.Td>{invoice.patientName}</Table.Td>
              <Table.Td>{invoice.payerName || 'Patient'}</Table.Td>
              <Table.Td>{issuedDay(invoice, timeZone)}</Table.Td>
              <Table.Td>{invoice.dueOn ? dayLabel(invoice.dueOn) : '—'}</Table.Td>
              <Table.Td ta="right">
                {invoice.daysOverdue === undefined ? 'Not due' : String(invoice.daysOverdue)}
              </Table.Td>
              <Table.Td ta="right">{format.money(invoice.balanceCents, report.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** What patients and payers still owe today, whatever the range: aged by days since issue. */
export function UnpaidInvoicesSection({ timeZone }: { timeZone: string }) {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const report = useQuery(outstandingReportQuery);
  const format = useClinicFormat();
  const data = report.data;
  const total = data ? agingBuckets.reduce((sum, bucket) => sum + data.buckets[bucket], 0) : 0;

  return (
    <SectionCard
      title={TITLE}
      description={
        data
          ? `As of today (${dayLabel(data.asOf)}), whatever the range above: ${format.money(total, data.currency)} owed on issued invoices, by days since each was issued.`
          : 'As of today, whatever the range above, by days since each invoice was issued.'
      }
    >
      {report.isError ? (
        <LoadError
          title="We couldn't load the unpaid invoices."
          message={errorMessage(report.error)}
          onRetry={() => void report.refetch()}
        />
      ) : !data ? (
        <Stack gap="xs" aria-label="Loading the unpaid invoices" aria-busy>
          <Skeleton height={76} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <Stack gap="md">
          <BucketTiles report={data} format={format} />
          {data.invoices.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              Nothing outstanding
            </Text>
          ) : wide ? (
            <InvoicesTable report={data} format={format} timeZone={timeZone} />
          ) : (
            <InvoiceCards report={data} format={format} timeZone={timeZone} />
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
