import { Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TransactionView } from '../../../domain/billing.js';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { transactionsQuery } from './api';
import { formatBillingDate, formatPrice } from './price-format';
import { transactionDescription } from './subscription-display';

const transactionStatuses: Record<TransactionView['status'], { label: string; color: string }> = {
  completed: { label: 'Completed', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};

/** Every payment of the clinic's subscription, newest first as the server lists them. */
export function TransactionsSection() {
  const transactions = useQuery(transactionsQuery);
  return (
    <SectionCard title="Payments">
      <QueryContent
        query={transactions}
        loadingLabel="Loading payments"
        errorTitle="We couldn't load your payments."
        empty={<Text c="dimmed">No payments yet.</Text>}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label="Payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="end">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Card</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((transaction) => {
                  const status = transactionStatuses[transaction.status];
                  return (
                    <Table.Tr key={transaction.id}>
                      <Table.Td>{formatBillingDate(transaction.occurredAt)}</Table.Td>
                      <Table.Td>{transactionDescription(transaction)}</Table.Td>
                      <Table.Td ta="end">{formatPrice(transaction)}</Table.Td>
                      <Table.Td>
                        <Badge color={status.color} variant="light">
                          {status.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {transaction.cardLast4 ? `•••• ${transaction.cardLast4}` : '—'}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
    </SectionCard>
  );
}
