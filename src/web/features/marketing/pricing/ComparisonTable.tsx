import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { formatMoney } from '../../../../domain/money';
import { marketingPlans, type MarketingPlanId } from '../../../../domain/plans';
import { comparisonGroups, pricePerMonth, type BillingPeriod } from '../../../../domain/pricing';
import classes from './Pricing.module.css';

interface ComparisonTableProps {
  period: BillingPeriod;
  selected: MarketingPlanId;
}

/**
 * Every row comes from the plan catalogue (decision 009), so the table cannot disagree with the
 * cards. On phones it scrolls sideways with the row labels kept in view.
 */
export function ComparisonTable({ period, selected }: ComparisonTableProps) {
  const isSelected = (index: number) => marketingPlans[index]!.id === selected || undefined;
  return (
    <section aria-labelledby="pricing-compare-heading">
      <Title order={2} id="pricing-compare-heading" mb="lg">
        Compare plans
      </Title>
      <div
        className={classes.tableScroll}
        // Focusable so keyboard users can scroll it sideways on a narrow screen.
        tabIndex={0}
        role="region"
        aria-label="Plan comparison table, scrolls sideways"
      >
        <Table className={classes.comparison} verticalSpacing="sm" horizontalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <VisuallyHidden>Plan</VisuallyHidden>
              </Table.Th>
              {marketingPlans.map((plan, index) => (
                <Table.Th key={plan.id} scope="col" data-selected={isSelected(index)}>
                  <Text fw={700}>{plan.name}</Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {formatMoney(pricePerMonth(plan, period))} per month
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {comparisonGroups().map((group) => (
            <Table.Tbody key={group.label}>
              <Table.Tr>
                <Table.Th scope="rowgroup" colSpan={marketingPlans.length + 1}>
                  <span>{group.label}</span>
                </Table.Th>
              </Table.Tr>
              {group.rows.map((row) => (
                <Table.Tr key={row.id} data-row={row.id}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {row.values.map((value, index) => (
                    <Table.Td key={marketingPlans[index]!.id} data-selected={isSelected(index)}>
                      <Cell value={value} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </div>
    </section>
  );
}

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return value;
  return value ? (
    <>
      <IconCheck size={18} aria-hidden className={classes.included} />
      <VisuallyHidden>Included</VisuallyHidden>
    </>
  ) : (
    <>
      <IconMinus size={18} aria-hidden className={classes.excluded} />
      <VisuallyHidden>Not included</VisuallyHidden>
    </>
  );
}
