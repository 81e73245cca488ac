import { Table } from '@mantine/core';
import type { InvoiceTotals } from '../../../../domain/invoice-math.js';
import type { ClinicFormat } from '../../../lib/clinic-format';
import classes from '../../../components/billing/billing.module.css';
import { taxLabel } from '../detail/LinesAndTotals';

interface DraftTotalsProps {
  totals: InvoiceTotals;
  format: ClinicFormat;
  tax: { taxRateBasisPoints: number; pricesIncludeTax: boolean };
}

/** The totals as the lines are typed, computed the way the server will. */
export function DraftTotals({ totals, format, tax }: DraftTotalsProps) {
  const rows = [
    ['Subtotal', totals.subtotalCents],
    ...(totals.discountCents > 0 ? [['Discount', -totals.discountCents] as const] : []),
    [taxLabel(format, tax.taxRateBasisPoints, tax.pricesIncludeTax), totals.taxCents],
    ['Total', totals.totalCents],
  ] as const;
  return (
    <Table w="auto" ml="auto" verticalSpacing={4} aria-label="Totals" aria-live="polite">
      <Table.Tbody>
        {rows.map(([label, cents]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={label === 'Total' ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td className={classes.amount} fw={label === 'Total' ? 700 : 400}>
              {format.money(cents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
