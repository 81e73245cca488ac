import { formatMoney } from '../../../domain/money.js';

/** How a clinic's documents write money, percentages and days: its locale and time zone. */
export function documentFormat(clinic: { locale: string; timeZone: string }, currency: string) {
  const { locale, timeZone } = clinic;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const wallDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (amountMinor: number) => formatMoney({ amountMinor, currency }, locale),
    /** The clinic's day of an instant. */
    date: (instant: Date) => day.format(instant),
    /** A wall-calendar day (`YYYY-MM-DD`) as the clinic writes it. */
    day: (isoDay: string) => {
      const [year, month, date] = isoDay.split('-').map(Number);
      return wallDay.format(new Date(Date.UTC(year!, month! - 1, date!)));
    },
    taxRate: (basisPoints: number) => percent.format(basisPoints / 10_000),
    number: (value: number) => value.toLocaleString(locale),
  };
}

export type DocumentFormat = ReturnType<typeof documentFormat>;
