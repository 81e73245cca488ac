import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLINIC_LOCALES, COMMON_CLINIC_CURRENCIES } from './clinic-locale.js';
import { formatMoney, minorUnitDigits } from './money.js';
import {
  currencyAffix,
  formatMoneyInput,
  moneyInputProblemMessage,
  parseMoneyInput,
} from './money-input.js';

const amount = (minor: number) => ({ kind: 'amount', minor });
const read = (text: string, currency = 'USD', locale = 'en-US') =>
  parseMoneyInput(text, currency, locale);

describe('reading a typed amount', () => {
  it.each([
    ['65', 6500],
    ['65.5', 6550],
    ['65.50', 6550],
    ['65.', 6500],
    ['.5', 50],
    ['1250', 125000],
    ['1,250', 125000],
    ['1,250.00', 125000],
    ['1,250,000.99', 125000099],
    ['0', 0],
    ['0.01', 1],
    ['  65  ', 6500],
    ['$65', 6500],
    ['USD 65', 6500],
  ])('reads %j in en-US dollars as %i cents', (text, minor) => {
    expect(read(text)).toEqual(amount(minor));
  });

  it.each([
    ['65', 6500],
    ['65,5', 6550],
    ['1.250', 125000],
    ['1.250,50', 125050],
    ['1 250,50', 125050],
    ['1\u00a0250,50', 125050],
    ['€ 1.250,50', 125050],
    ['1.250,50 €', 125050],
    ['65.5', 6550],
    ['1,250.00', 125000],
  ])('reads %j in de-AT euros as %i cents', (text, minor) => {
    expect(read(text, 'EUR', 'de-AT')).toEqual(amount(minor));
  });

  it('reads a symbol or code written before or after the amount', () => {
    expect(read('US$65.00', 'USD', 'en-IE')).toEqual(amount(6500));
    expect(read('-$65', 'USD', 'en-US')).toEqual(amount(-6500));
    expect(read('65 usd', 'USD', 'en-US')).toEqual(amount(6500));
  });

  it("reads de-CH's apostrophes as grouping", () => {
    expect(read("1'250.50", 'CHF', 'de-CH')).toEqual(amount(125050));
    expect(read('1’250.50', 'CHF', 'de-CH')).toEqual(amount(125050));
  });

  it('reads a comma as decimals in English when it cannot be grouping', () => {
    expect(read('65,5', 'EUR', 'en-IE')).toEqual(amount(6550));
    expect(read('1.250,50', 'EUR', 'en-IE')).toEqual(amount(125050));
  });

  it('uses the currency minor unit digits: none for JPY and ISK, two for RSD, three for KWD', () => {
    expect(read('1,250', 'JPY', 'en-US')).toEqual(amount(1250));
    expect(read('1250.00', 'JPY', 'en-US')).toEqual(amount(1250));
    expect(read('1.5', 'JPY', 'en-US')).toEqual({
      kind: 'invalid',
      problem: 'too-many-decimals',
    });
    expect(read('1.250', 'ISK', 'de-AT')).toEqual(amount(1250));
    expect(read('1.250,50', 'RSD', 'sr-Latn-RS')).toEqual(amount(125050));
    expect(read('1.5', 'KWD', 'en-US')).toEqual(amount(1500));
    expect(read('1.250', 'KWD', 'en-US')).toEqual(amount(1250));
  });

  it('refuses more decimals than the currency has, unless they are zeros', () => {
    expect(read('65.555')).toEqual({ kind: 'invalid', problem: 'too-many-decimals' });
    expect(read('65.5500')).toEqual(amount(6555));
  });

  it('answers empty for nothing but spaces or the currency symbol', () => {
    expect(read('')).toEqual({ kind: 'empty' });
    expect(read('   ')).toEqual({ kind: 'empty' });
    expect(read('$')).toEqual({ kind: 'empty' });
  });

  it('keeps a minus sign so the form can say a price cannot be negative', () => {
    expect(read('-65')).toEqual(amount(-6500));
    expect(read('−1.250,50', 'EUR', 'de-AT')).toEqual(amount(-125050));
    expect(read('-0')).toEqual(amount(0));
  });

  it.each(['abc', '6a5', '65$5', '-', '.', ',', '1.2.3,4,5', '--5', '6-5'])(
    'refuses %j',
    (text) => {
      expect(read(text)).toEqual({ kind: 'invalid', problem: 'not-a-number' });
    },
  );

  it('refuses an amount past what a number holds exactly', () => {
    expect(read('999999999999999999')).toEqual({ kind: 'invalid', problem: 'too-large' });
  });
});

describe('writing an amount for the field', () => {
  it("uses the locale's grouping and the currency's decimals, without the symbol", () => {
    expect(formatMoneyInput(125050, 'EUR', 'en-IE')).toBe('1,250.50');
    expect(formatMoneyInput(125050, 'EUR', 'de-AT')).toBe('1.250,50');
    expect(formatMoneyInput(6500, 'USD', 'en-US')).toBe('65.00');
    expect(formatMoneyInput(1250, 'JPY', 'en-US')).toBe('1,250');
    expect(formatMoneyInput(-6500, 'EUR', 'de-DE')).toBe('-65,00');
  });

  it('places the symbol where the locale writes it', () => {
    expect(currencyAffix('EUR', 'en-IE')).toEqual({ symbol: '€', position: 'before' });
    expect(currencyAffix('EUR', 'de-DE')).toEqual({ symbol: '€', position: 'after' });
    expect(currencyAffix('RSD', 'sr-Latn-RS')).toEqual({ symbol: 'RSD', position: 'after' });
    expect(currencyAffix('CHF', 'de-CH')).toEqual({ symbol: 'CHF', position: 'before' });
  });

  it('explains each problem in the currency and locale', () => {
    expect(moneyInputProblemMessage('not-a-number', 'EUR', 'de-AT')).toBe(
      'Enter an amount such as 65,50.',
    );
    expect(moneyInputProblemMessage('too-many-decimals', 'EUR', 'en-IE')).toBe(
      'Use at most 2 decimals.',
    );
    expect(moneyInputProblemMessage('too-many-decimals', 'JPY', 'en-US')).toBe(
      'Use whole amounts: JPY has no decimals.',
    );
  });
});

const currencies = [...COMMON_CLINIC_CURRENCIES, 'JPY', 'ISK', 'KWD', 'BHD', 'HUF', 'CLP'];
const localeAndCurrency = fc.tuple(
  fc.constantFrom(...CLINIC_LOCALES),
  fc.constantFrom(...currencies),
);
const minorUnits = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('format then read gives back the same minor units', () => {
  it('for the field text, in every offered locale and currency', () => {
    fc.assert(
      fc.property(localeAndCurrency, minorUnits, ([locale, currency], minor) => {
        const text = formatMoneyInput(minor, currency, locale);
        expect(parseMoneyInput(text, currency, locale)).toEqual(amount(minor));
      }),
      { numRuns: 2000 },
    );
  });

  it('for a whole formatted price, symbol included, pasted into the field', () => {
    fc.assert(
      fc.property(localeAndCurrency, minorUnits, ([locale, currency], minor) => {
        const text = formatMoney({ amountMinor: minor, currency }, locale);
        expect(parseMoneyInput(text, currency, locale)).toEqual(amount(minor));
      }),
      { numRuns: 2000 },
    );
  });

  it('for every small amount of every offered locale and currency', () => {
    for (const locale of CLINIC_LOCALES) {
      for (const currency of currencies) {
        for (const minor of [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12345, 100000, 1234567]) {
          const text = formatMoneyInput(minor, currency, locale);
          expect(parseMoneyInput(text, currency, locale), `${locale} ${currency} ${text}`).toEqual(
            amount(minor),
          );
        }
      }
    }
  });

  it('for whole amounts typed as plain digits', () => {
    fc.assert(
      fc.property(
        localeAndCurrency,
        fc.integer({ min: 0, max: 10_000_000 }),
        ([locale, currency], whole) => {
          expect(parseMoneyInput(String(whole), currency, locale)).toEqual(
            amount(whole * 10 ** minorUnitDigits(currency)),
          );
        },
      ),
    );
  });
});
