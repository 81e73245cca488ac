import { useMemo } from 'react';
import { DEFAULT_CLINIC_LOCALE, type ClinicLocale } from '../../domain/clinic-locale.js';
import { formatMoney } from '../../domain/money.js';
import { useClinicSettings } from './queries/clinic-settings';

/** Money, numbers and dates written the clinic's way (Settings → Clinic). */
export interface ClinicFormat extends ClinicLocale {
  /** '€65.00' in en-IE, '€ 65,00' in de-AT; another currency only for amounts stored in one. */
  money: (amountMinor: number, currency?: string) => string;
  /** '1,250.5' in en-IE, '1.250,5' in de-AT. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** '26/11/2026' in en-IE, '26.11.2026' in de-AT, for a Date or a calendar day 'YYYY-MM-DD'. */
  date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string;
}

const NUMERIC_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

export function clinicFormat({ currency, locale }: ClinicLocale): ClinicFormat {
  return {
    currency,
    locale,
    money: (amountMinor, inCurrency = currency) =>
      formatMoney({ amountMinor, currency: inCurrency }, locale),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (value, options = NUMERIC_DATE) => {
      // A calendar day is the same day everywhere: written in UTC so no zone moves it.
      if (typeof value === 'string' && calendarDay.test(value)) {
        return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
          new Date(`${value}T00:00:00Z`),
        );
      }
      return new Intl.DateTimeFormat(locale, options).format(new Date(value));
    },
  };
}

/**
 * The clinic's format from its cached settings. Until they arrive it is US dollars in en-US, the
 * settings of every clinic from before currencies; screens showing prices load the settings first.
 */
export function useClinicFormat(): ClinicFormat {
  const settings = useClinicSettings().data;
  const currency = settings?.currency ?? DEFAULT_CLINIC_LOCALE.currency;
  const locale = settings?.locale ?? DEFAULT_CLINIC_LOCALE.locale;
  return useMemo(() => clinicFormat({ currency, locale }), [currency, locale]);
}
