import { TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { useState, type FocusEvent, type Ref } from 'react';
import {
  currencyAffix,
  formatMoneyInput,
  moneyInputProblemMessage,
  parseMoneyInput,
} from '../../../domain/money-input.js';
import { minorUnitDigits } from '../../../domain/money.js';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** Integer minor units (cents); null: empty. */
  value: number | null;
  /** Minor units as typed; null when empty, NaN while the text is not an amount. */
  onChange: (amountMinor: number | null) => void;
  /** ISO 4217 code: its symbol shows in the field and decides the decimals. */
  currency: string;
  /** BCP 47 locale: its separators are read and written. */
  locale: string;
  ref?: Ref<HTMLInputElement>;
}

/** What was typed and the value it gave, so the text stays until the value changes from outside. */
interface Typed {
  text: string;
  value: number | null;
}

const currencyNames = new Map<string, string>();

function currencyName(currency: string): string {
  let name = currencyNames.get(currency);
  if (!name) {
    name = new Intl.DisplayNames('en', { type: 'currency' }).of(currency) ?? currency;
    currencyNames.set(currency, name);
  }
  return name;
}

const textOf = (value: number | null, currency: string, locale: string) =>
  value === null || !Number.isFinite(value) ? '' : formatMoneyInput(value, currency, locale);

/**
 * The one field for an amount of money. The text is kept exactly as typed (nothing is inserted,
 * the caret never jumps, selecting all and typing replaces it) and read into minor units on every
 * key; leaving the field writes it the locale's way ('1,250.00'), or explains why it can't.
 */
export function MoneyInput({
  value,
  onChange,
  currency,
  locale,
  label,
  error,
  onBlur,
  ref,
  ...props
}: MoneyInputProps) {
  const [typed, setTyped] = useState<Typed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const text =
    typed && Object.is(typed.value, value) ? typed.text : textOf(value, currency, locale);
  const affix = currencyAffix(currency, locale);

  const read = (input: string) => {
    const reading = parseMoneyInput(input, currency, locale);
    if (reading.kind === 'amount') return { value: reading.minor, problem: null };
    if (reading.kind === 'empty') return { value: null, problem: null };
    return { value: NaN, problem: moneyInputProblemMessage(reading.problem, currency, locale) };
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const reading = read(text);
    setProblem(reading.problem);
    // A readable amount is rewritten from its value; unreadable text stays to be corrected.
    if (reading.problem === null) setTyped(null);
    onBlur?.(event);
  };

  const symbol = (
    <span aria-hidden style={{ whiteSpace: 'nowrap' }}>
      {affix.symbol}
    </span>
  );
  // A wide symbol ('CHF', 'RSD') needs more room than the default square section.
  const sectionWidth =
    affix.symbol.length > 1 ? `calc(${affix.symbol.length}ch + 1.25rem)` : undefined;

  return (
    <TextInput
      {...props}
      ref={ref}
      label={
        label && (
          <>
            {label}
            <VisuallyHidden> ({currencyName(currency)})</VisuallyHidden>
          </>
        )
      }
      inputMode={minorUnitDigits(currency) === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      error={problem ?? error}
      leftSection={affix.position === 'before' ? symbol : undefined}
      leftSectionWidth={affix.position === 'before' ? sectionWidth : undefined}
      rightSection={affix.position === 'after' ? symbol : undefined}
      rightSectionWidth={affix.position === 'after' ? sectionWidth : undefined}
      onChange={(event) => {
        const input = event.currentTarget.value;
        const reading = read(input);
        setTyped({ text: input, value: reading.value });
        setProblem(null);
        onChange(reading.value);
      }}
      onBlur={handleBlur}
    />
  );
}
