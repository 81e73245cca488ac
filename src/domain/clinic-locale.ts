import { z } from 'zod';

/**
 * How a clinic writes money, numbers and dates: its ISO 4217 currency and a BCP 47 locale.
 * Motio's own subscription prices are not the clinic's: they stay in PRICE_CURRENCY (money.ts).
 */
export interface ClinicLocale {
  currency: string;
  locale: string;
}

/** The clinic of a new sign-up, and every clinic from before currencies: US dollars. */
export const DEFAULT_CLINIC_LOCALE: ClinicLocale = { currency: 'USD', locale: 'en-US' };

/** Offered first in the currency picker; any other ISO 4217 code the runtime knows is accepted. */
export const COMMON_CLINIC_CURRENCIES = [
  'EUR',
  'GBP',
  'USD',
  'RSD',
  'AUD',
  'CAD',
  'CHF',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BAM',
  'MKD',
  'ZAR',
  'SGD',
];

/** Locales offered in the picker: the number, money and date formats clinics ask for most. */
export const CLINIC_LOCALES = [
  'en-US',
  'en-GB',
  'en-IE',
  'en-AU',
  'en-NZ',
  'en-CA',
  'fr-CA',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-FR',
  'fr-CH',
  'it-IT',
  'es-ES',
  'nl-NL',
  'pt-PT',
  'sv-SE',
  'nb-NO',
  'da-DK',
  'pl-PL',
  'cs-CZ',
  'hu-HU',
  'ro-RO',
  'sr-Latn-RS',
  'hr-HR',
  'sl-SI',
] as const;

let currencyCodes: Set<string> | undefined;

/** Whether the runtime knows this ISO 4217 currency code (e.g. 'EUR'). */
export function isCurrencyCode(value: string): boolean {
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return currencyCodes.has(value);
}

/** Whether this is a locale the runtime formats numbers in (e.g. 'sr-Latn-RS'). */
export function isSupportedLocale(value: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    return canonical === value && Intl.NumberFormat.supportedLocalesOf(value).length === 1;
  } catch {
    return false;
  }
}

/** Every currency the picker lists: the common ones first, then the rest by code. */
export function currencyPickerCodes(): string[] {
  const common = new Set(COMMON_CLINIC_CURRENCIES);
  const rest = Intl.supportedValuesOf('currency').filter((code) => !common.has(code));
  return [...COMMON_CLINIC_CURRENCIES, ...rest];
}

/** The highest tax rate a clinic can set: 100 %, in basis points. */
export const TAX_RATE_MAX_BASIS_POINTS = 10_000;

export const currencyCodeSchema = z
  .string()
  .trim()
  .refine(isCurrencyCode, 'Choose a currency from the list.');

export const clinicLocaleCodeSchema = z
  .string()
  .trim()
  .refine(isSupportedLocale, 'Choose a number and date format from the list.');

export const taxRateBasisPointsSchema = z
  .number('Enter a tax rate.')
  .int('Use at most two decimals, such as 8.25 %.')
  .min(0, 'The tax rate cannot be negative.')
  .max(TAX_RATE_MAX_BASIS_POINTS, 'Use a tax rate of at most 100 %.');
