import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { StatsQuery } from '../../../domain/stats.js';
import { toCsv } from '../../../domain/csv.js';
import { downloadTextFile } from '../../lib/download';
import type { FigureTable } from './stats-tables';

export const csvFileName = (name: string, range: StatsQuery) =>
  `motio-${name}-${range.from}-to-${range.to}.csv`;

/** Saves a figure's table as CSV with raw numbers, named after the figure and the range. */
export function CsvDownloadButton({
  table,
  range,
  title,
  pending = false,
}: {
  table: FigureTable;
  range: StatsQuery;
  /** The figure's title, for the button's name. */
  title: string;
  /** The table still shows the last range while this one loads: its file would be mislabelled. */
  pending?: boolean;
}) {
  const download = () =>
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with č, ć…).
    downloadTextFile(
      csvFileName(table.name, range),
      `\uFEFF${toCsv(table.csvColumns ?? table.columns, table.csv)}`,
      'text/csv;charset=utf-8',
    );
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={download}
      disabled={pending}
      aria-label={`Download CSV: ${title}`}
    >
      Download CSV
    </Button>
  );
}
