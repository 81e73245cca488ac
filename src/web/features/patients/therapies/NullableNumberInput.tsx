import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Ref } from 'react';

interface NullableNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | string | null | undefined;
  /** An empty input is null (nothing measured); anything unparsable stays text for the schema. */
  onChange: (value: number | string | null) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A number input whose empty state is `null`, as the API's optional numbers are. */
export function NullableNumberInput({
  value,
  onChange,
  inputRef,
  ...props
}: NullableNumberInputProps) {
  return (
    <NumberInput
      {...props}
      ref={inputRef}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : next)}
    />
  );
}
