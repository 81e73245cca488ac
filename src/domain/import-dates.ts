/**
 * Dates in imported spreadsheets. YYYY-MM-DD and DD.MM.YYYY say their order; a date with
 * slashes does not: 03/12/1990 is 3 December in most of the world and March 12 in the US. A
 * column's order is inferred when one of its dates has a day above 12; when none has, the
 * person importing chooses.
 */

export const dateOrders = ['dayFirst', 'monthFirst'] as const;
export type DateOrder = (typeof dateOrders)[number];

export const dateOrderLabels: Record<DateOrder, string> = {
  dayFirst: 'Day first (31/12/1990)',
  monthFirst: 'Month first (12/31/1990)',
};

/** The formats a date cell may use, as a sentence for a row's error. */
export const dateFormatsMessage = (order: DateOrder = 'dayFirst') =>
  `Use YYYY-MM-DD, DD.MM.YYYY or ${order === 'dayFirst' ? 'DD/MM/YYYY' : 'MM/DD/YYYY'}.`;

const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function parts(value: string, order: DateOrder): [number, number, number] | null {
  const ymd = YMD.exec(value);
  if (ymd) return [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  const dotted = DOTTED.exec(value);
  if (dotted) return [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])];
  const slashed = SLASHED.exec(value);
  if (!slashed) return null;
  const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  return order === 'dayFirst' ? [year, second, first] : [year, first, second];
}

/**
 * YYYY-MM-DD, DD.MM.YYYY, or DD/MM/YYYY (MM/DD/YYYY when `order` is month first), as
 * YYYY-MM-DD; null when not a real date.
 */
export function importDate(value: string, order: DateOrder = 'dayFirst'): string | null {
  const found = parts(value.trim(), order);
  if (!found) return null;
  const [year, month, day] = found;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The order of a column's slash dates: day first when one has a first number above 12, month
 * first when one has a second number above 12, `ambiguous` when every day and month is 12 or
 * less, null when the column has no slash dates. A column with both kinds reads day first (its
 * other rows then fail with a message).
 */
export function slashDateOrder(values: readonly string[]): DateOrder | 'ambiguous' | null {
  let slashed = 0;
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const match = SLASHED.exec(value.trim());
    if (!match) continue;
    slashed += 1;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  if (slashed === 0) return null;
  if (dayFirst) return 'dayFirst';
  if (monthFirst) return 'monthFirst';
  return 'ambiguous';
}
