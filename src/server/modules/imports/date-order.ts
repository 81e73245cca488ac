import { slashDateOrder, type DateOrder } from '../../../domain/import-dates.js';
import { importDateFields, type ImportKind } from '../../../domain/imports.js';
import { HttpError } from '../../http-errors.js';
import type { ParsedCsv } from './csv.js';

const columnValues = (parsed: ParsedCsv, header: string) => {
  const index = parsed.headers.indexOf(header);
  return parsed.rows.map((row) => row.cells[index] ?? '');
};

/** The columns whose slash dates read both ways (every day and month 12 or less). */
export function ambiguousDateColumns(parsed: ParsedCsv): string[] {
  return parsed.headers.filter(
    (header) => header !== '' && slashDateOrder(columnValues(parsed, header)) === 'ambiguous',
  );
}

/**
 * How to read each mapped date field: the order its column shows, or the chosen one where the
 * column does not tell. 400 with `fields.dateOrder` when a column does not tell and nothing was
 * chosen: guessing would put 3 December on March 12.
 */
export function dateOrdersOf(
  kind: ImportKind,
  parsed: ParsedCsv,
  mapping: Record<string, string>,
  chosen: DateOrder | undefined,
): Record<string, DateOrder> {
  const orders: Record<string, DateOrder> = {};
  const undecided: string[] = [];
  for (const field of importDateFields[kind]) {
    const header = mapping[field];
    if (!header) continue;
    const order = slashDateOrder(columnValues(parsed, header));
    if (order !== 'ambiguous') orders[field] = order ?? 'dayFirst';
    else if (chosen) orders[field] = chosen;
    else undecided.push(header);
  }
  if (undecided.length > 0) {
    const columns = undecided.map((header) => `"${header}"`).join(' and ');
    const message = `The dates in ${columns} can be read day first or month first (03/12/1990 is 3 December or March 12). Choose which order the file uses.`;
    throw new HttpError(400, 'VALIDATION_FAILED', message, { dateOrder: message });
  }
  return orders;
}
