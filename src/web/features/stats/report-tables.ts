import { revenueGroupingLabels, type RevenueReport } from '../../../domain/billing-reports.js';
import { moneyLabel, moneyValue, percentLabel, percentValue } from './stats-format';
import type { FigureTable } from './stats-tables';

/**
 * Money received by the report's grouping, each row's share of the total and the total below.
 * A share is left out (—) when nothing was received in all, e.g. refunds outweigh payments.
 */
export function receivedTable(report: RevenueReport, locale: string): FigureTable {
  const { currency, totalCents } = report;
  const share = (amountCents: number) => (totalCents > 0 ? amountCents / totalCents : null);
  const grouping = revenueGroupingLabels[report.groupBy];
  return {
    caption: `Money received by ${grouping.toLowerCase()}`,
    name: `money-received-by-${report.groupBy}`,
    columns: [grouping, 'Received', 'Share'],
    csvColumns: [grouping, 'Received', 'Share', 'Currency'],
    numeric: [false, true, true],
    rows: report.rows.map((row) => [
      row.label,
      moneyLabel(row.amountCents, currency, locale),
      percentLabel(share(row.amountCents)),
    ]),
    footer: [
      'Total',
      moneyLabel(totalCents, currency, locale),
      totalCents > 0 ? percentLabel(1) : '—',
    ],
    csv: [
      ...report.rows.map((row) => [
        row.label,
        moneyValue(row.amountCents, currency),
        percentValue(share(row.amountCents)),
        currency,
      ]),
      [
        'Total',
        moneyValue(totalCents, currency),
        percentValue(totalCents > 0 ? 1 : null),
        currency,
      ],
    ],
  };
}
