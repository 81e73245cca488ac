import { DateTime } from 'luxon';
import { formatMoney, minorUnitDigits } from '../../../domain/money.js';
import { clinicLocaleOr, dateLocale } from '../../lib/clinic-settings-query';

const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC' }).setLocale(dateLocale());

/** '2 Mar 2026' */
export const dayLabel = (date: string) => day(date).toFormat('d MMM yyyy');

/** The week's Monday: '2 Mar 2026'. */
export const weekLabel = dayLabel;

/** A chart axis' short day: '2 Mar'. */
export const shortDayLabel = (date: string) => day(date).toFormat('d MMM');

/** 'Mar 2026' from '2026-03'. */
export const monthLabel = (month: string) => day(`${month}-01`).toFormat('MMM yyyy');

const percentFormat = (locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** '8.3%' ('8,3 %' in de-AT); an em dash when there is nothing to divide by. */
export const percentLabel = (rate: number | null) =>
  rate === null ? '—' : percentFormat(clinicLocaleOr('en-GB')).format(rate);

/** A share as a number of percent with one decimal, for charts and CSV: 8.3. */
export const percentValue = (rate: number | null) =>
  rate === null ? null : Math.round(rate * 1000) / 10;

/** Minutes as hours with one decimal: 7.5. */
export const hoursValue = (minutes: number) => Math.round(minutes / 6) / 10;

/** '€160.00' in en-IE, '€ 160,00' in de-AT. */
export const moneyLabel = (amountMinor: number, currency: string, locale: string) =>
  formatMoney({ amountMinor, currency }, locale);

/** Minor units in major units as text with the currency's digits, for CSV: '160.00'. */
export const moneyValue = (amountMinor: number, currency: string) => {
  const digits = minorUnitDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
};

/** '−1.5 points' (less pain), '+0.5 points'; an em dash without measurements. */
export function painChangeLabel(change: number | null): string {
  if (change === null) return '—';
  const size = Math.abs(change).toFixed(1);
  if (change === 0) return 'No change';
  return `${change < 0 ? '−' : '+'}${size} point${size === '1.0' ? '' : 's'}`;
}
