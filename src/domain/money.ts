/**
 * Money as integer minor units plus an ISO 4217 currency code: never a float, so
 * sums and the yearly per-month floor are exact.
 */
export interface Money {
  /** Cents for USD. */
  amountMinor: number;
  currency: string;
}

/** The currency of every Motio price (decision 009). */
export const PRICE_CURRENCY = 'USD';

/** The locale prices are written in: the marketing site is in English. */
export const PRICE_LOCALE = 'en-US';

export function money(amountMinor: number, currency: string = PRICE_CURRENCY): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money needs whole minor units, got ${amountMinor}`);
  }
  return { amountMinor, currency };
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot add ${a.currency} to ${b.currency}`);
  }
  return money(a.amountMinor + b.amountMinor, a.currency);
}

export function multiplyMoney(amount: Money, factor: number): Money {
  return money(amount.amountMinor * factor, amount.currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Digits after the decimal point of a currency (2 for USD, 0 for JPY). */
export function minorUnitDigits(currency: string): number {
  return currencyFormatter(currency, PRICE_LOCALE).resolvedOptions().maximumFractionDigits ?? 2;
}

/** "$24.99": an amount as the visitor reads it. */
export function formatMoney(amount: Money, locale: string = PRICE_LOCALE): string {
  const major = amount.amountMinor / 10 ** minorUnitDigits(amount.currency);
  return currencyFormatter(amount.currency, locale).format(major);
}
