import { Box, Stack, Table, Text } from '@mantine/core';
import type { Invoice } from '../../../../domain/invoices.js';
import type { ClinicFormat } from '../../../lib/clinic-format';
import classes from '../../../components/billing/billing.module.css';

/** Taken off the total; zero stays zero (not "-€0.00"). */
const less = (cents: number) => (cents === 0 ? 0 : -cents);

interface TotalRow {
  label: string;
  cents: number;
  strong?: boolean;
}

/** "Tax 20% (incl.)": whether the prices had the tax in them or it was added. */
export function taxLabel(format: ClinicFormat, basisPoints: number, included: boolean) {
  const rate = format.number(basisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return `Tax ${rate} (${included ? 'incl.' : 'excl.'})`;
}

/** An invoice's lines and, under them, its totals down to what is still owed. */
export function LinesAndTotals({ invoice, format }: { invoice: Invoice; format: ClinicFormat }) {
  const first = invoice.lines[0];
  const rows: TotalRow[] = [
    { label: 'Subtotal', cents: invoice.subtotalCents },
    ...(invoice.discountCents > 0
      ? [{ label: 'Discount', cents: less(invoice.discountCents) }]
      : []),
    {
      label: first ? taxLabel(format, first.taxRateBasisPoints, first.pricesIncludeTax) : 'Tax',
      cents: invoice.taxCents,
    },
    { label: 'Total', cents: invoice.totalCents, strong: true },
  ];
  if (invoice.status !== 'draft' && invoice.kind === 'invoice') {
    rows.push({ label: 'Paid', cents: less(invoice.paidCents - invoice.refundedCents) });
    if (invoice.creditedCents > 0)
      rows.push({ label: 'Credited', cents: less(invoice.creditedCents) });
    rows.push({ label: 'Balance', cents: invoice.balanceCents, strong: true });
  }

  return (
    <Stack gap="md">
      {/* A phone scrolls the lines sideways; the keyboard reaches them through the focusable box. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Invoice lines">
        <Table verticalSpacing="xs" aria-label="Lines" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Discount</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td className={classes.amount}>{line.quantity}</Table.Td>
                <Table.Td className={classes.amount}>{format.money(line.unitPriceCents)}</Table.Td>
                <Table.Td className={classes.amount}>
                  {line.discountCents > 0 ? format.money(line.discountCents) : '—'}
                </Table.Td>
                <Table.Td className={classes.amount}>{format.money(line.totalCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Table w="auto" ml="auto" verticalSpacing={4} aria-label="Totals">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={row.strong ? 700 : 400}>
                {row.label}
              </Table.Th>
              <Table.Td className={classes.amount}>
                <Text span fw={row.strong ? 700 : 400}>
                  {format.money(row.cents)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
