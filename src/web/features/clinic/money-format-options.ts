import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { CLINIC_LOCALES, COMMON_CLINIC_CURRENCIES } from '../../../domain/clinic-locale.js';
import { clinicFormat } from '../../lib/clinic-format';

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });
const localeNames = new Intl.DisplayNames('en', { type: 'language' });

/** 'EUR — Euro'. */
const currencyItem = (code: string): ComboboxItem => ({
  value: code,
  label: `${code} — ${currencyNames.of(code) ?? code}`,
});

/** The picker's currencies: the ones clinics use most, then every other ISO 4217 code. */
export function currencyOptions(): ComboboxItemGroup<ComboboxItem>[] {
  const common = new Set<string>(COMMON_CLINIC_CURRENCIES);
  const others = Intl.supportedValuesOf('currency').filter((code) => !common.has(code));
  return [
    { group: 'Common currencies', items: COMMON_CLINIC_CURRENCIES.map(currencyItem) },
    { group: 'All currencies', items: others.map(currencyItem) },
  ];
}

/** A sample price and date: '€1,250.50 · 26/11/2026' for euros in en-IE. */
export function formatExample(locale: string, currency: string): string {
  const format = clinicFormat({ currency, locale });
  return `${format.money(125050)} · ${format.date('2026-11-26')}`;
}

/** 'English (Ireland) — €1,250.50 · 26/11/2026', each with a price in the chosen currency. */
export function localeOptions(currency: string): ComboboxItem[] {
  return CLINIC_LOCALES.map((locale) => ({
    value: locale,
    label: `${localeNames.of(locale) ?? locale} — ${formatExample(locale, currency)}`,
  }));
}
