import { minorUnitDigits } from './money.js';

/**
 * Reading an amount as a person types it into a money field, and writing it back for editing.
 * The text is never reformatted while it is typed; only these two functions turn it into minor
 * units and back.
 */
export type MoneyInputReading =
  | { kind: 'empty' }
  | { kind: 'amount'; minor: number }
  | { kind: 'invalid'; problem: 'not-a-number' | 'too-many-decimals' | 'too-large' };

const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(
  currency: string,
  locale: string,
  display: 'symbol' | 'narrowSymbol' | 'code' = 'symbol',
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${display}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

const symbolOf = (format: Intl.NumberFormat) =>
  format.formatToParts(1).find((part) => part.type === 'currency')?.value ?? '';

const decimalSeparators = new Map<string, ReadonlySet<string>>();

const decimalOf = (format: Intl.NumberFormat) =>
  format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * The locale's decimal separators: '.' in en-US, ',' in de-AT; in fr-CH both, as it writes
 * numbers with ',' and amounts of money with '.'.
 */
export function decimalSeparatorsOf(locale: string): ReadonlySet<string> {
  let separators = decimalSeparators.get(locale);
  if (!separators) {
    separators = new Set([
      decimalOf(new Intl.NumberFormat(locale)),
      decimalOf(currencyFormat('EUR', locale)),
    ]);
    decimalSeparators.set(locale, separators);
  }
  return separators;
}

/** Where the locale writes the currency's symbol: '€' before in en-IE, after in de-DE. */
export function currencyAffix(
  currency: string,
  locale: string,
): { symbol: string; position: 'before' | 'after' } {
  const parts = currencyFormat(currency, locale).formatToParts(1);
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  return {
    symbol: parts[symbolAt]?.value ?? currency,
    position: symbolAt > numberAt ? 'after' : 'before',
  };
}

/**
 * Minor units as the field shows them when it is not being typed in: the locale's grouping and
 * decimals, without the currency symbol ('1,250.00' in en-IE, '1.250,00' in de-AT).
 */
export function formatMoneyInput(amountMinor: number, currency: string, locale: string): string {
  const major = amountMinor / 10 ** minorUnitDigits(currency);
  return currencyFormat(currency, locale)
    .formatToParts(major)
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The currency's symbol or code where the locale's format puts it: first (after a minus sign, if
 * any) or last. Symbols and code go longest first, so 'US$' goes before '$'.
 */
function currencyMarks(currency: string, locale: string): { leading: RegExp; trailing: RegExp } {
  const marks = new Set([
    currency,
    symbolOf(currencyFormat(currency, locale)),
    symbolOf(currencyFormat(currency, locale, 'narrowSymbol')),
  ]);
  const pattern = [...marks]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  return {
    leading: new RegExp(`^([-−]?)\\s*(?:${pattern})`, 'i'),
    trailing: new RegExp(`(?:${pattern})$`, 'i'),
  };
}

/** Spaces of every width and apostrophes only ever group digits ('1 250', "1'250"). */
const GROUPING_ONLY = /[\s\u00a0\u202f'’]/g;
const MINUS = /^[-−]/;

/**
 * The separator that starts the decimals, if any. Both '.' and ',': the last one. One of them
 * once: the locale's decimal separator always is one; the other is a thousands separator when
 * exactly three digits follow ('1,250' in en-IE, '1.250' in de-AT), else decimals ('65.5' in de-AT).
 * One of them several times: thousands separators.
 */
function decimalIndex(digits: string, locale: string): number | 'invalid' | null {
  const dots = [...digits.matchAll(/\./g)].map((match) => match.index);
  const commas = [...digits.matchAll(/,/g)].map((match) => match.index);
  if (dots.length > 0 && commas.length > 0) {
    const last = Math.max(...dots, ...commas);
    const lastKind = digits[last] === '.' ? dots : commas;
    return lastKind.length === 1 ? last : 'invalid';
  }
  const only = dots.length > 0 ? dots : commas;
  if (only.length !== 1) return null;
  const at = only[0]!;
  if (decimalSeparatorsOf(locale).has(digits[at]!)) return at;
  return digits.length - at - 1 === 3 ? null : at;
}

/**
 * Reads a typed amount in the currency's minor units: '65', '65.5', '1250', '1,250.00', and in
 * de-AT also '1.250,50' or '65,5'. The currency's symbol or code may stand around it. Decimals
 * beyond the currency's minor unit digits are refused unless they are zeros.
 */
export function parseMoneyInput(text: string, currency: string, locale: string): MoneyInputReading {
  const marks = currencyMarks(currency, locale);
  let rest = text.trim().replace(marks.leading, '$1').replace(marks.trailing, '').trim();
  if (rest === '') return { kind: 'empty' };
  const negative = MINUS.test(rest);
  if (negative) rest = rest.slice(1);
  rest = rest.replace(GROUPING_ONLY, '');
  if (!/^[0-9.,]*[0-9][0-9.,]*$/.test(rest)) return { kind: 'invalid', problem: 'not-a-number' };

  const decimalAt = decimalIndex(rest, locale);
  if (decimalAt === 'invalid') return { kind: 'invalid', problem: 'not-a-number' };
  const whole = (decimalAt === null ? rest : rest.slice(0, decimalAt)).replace(/[.,]/g, '');
  const decimals = decimalAt === null ? '' : rest.slice(decimalAt + 1);

  const digits = minorUnitDigits(currency);
  if (/[1-9]/.test(decimals.slice(digits))) {
    return { kind: 'invalid', problem: 'too-many-decimals' };
  }
  const minorText = `${whole}${decimals.slice(0, digits).padEnd(digits, '0')}`.replace(/^0+/, '');
  const minor = Number(minorText || '0');
  if (!Number.isSafeInteger(minor)) return { kind: 'invalid', problem: 'too-large' };
  return { kind: 'amount', minor: negative && minor !== 0 ? -minor : minor };
}

/** What to tell a person whose typed amount cannot be read. */
export function moneyInputProblemMessage(
  problem: Extract<MoneyInputReading, { kind: 'invalid' }>['problem'],
  currency: string,
  locale: string,
): string {
  const digits = minorUnitDigits(currency);
  switch (problem) {
    case 'too-many-decimals':
      return digits === 0
        ? `Use whole amounts: ${currency} has no decimals.`
        : `Use at most ${digits} decimal${digits === 1 ? '' : 's'}.`;
    case 'too-large':
      return 'The amount is too large.';
    default:
      return `Enter an amount such as ${formatMoneyInput(6550, currency, locale)}.`;
  }
}
