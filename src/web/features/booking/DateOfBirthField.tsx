import { Fieldset, Group, Input, TextInput } from '@mantine/core';
import { useId, useState, type Ref } from 'react';
import { dateFromParts, partsFromDate, type DateParts } from './details-form';

interface DateOfBirthFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
  /** The day field, focused when the form points at this one. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The schema's word for a date not yet whole, said the way these three fields ask for it. */
const FORMAT_MESSAGE = 'Use the format YYYY-MM-DD.';

/** Day, month and year as three number fields: quick to type on a phone's keypad. */
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const { value, onChange, onBlur, error, disabled, inputRef } = props;
  const [parts, setParts] = useState<DateParts>(() => partsFromDate(value));
  const errorId = useId();
  const message =
    error === FORMAT_MESSAGE ? 'Enter your date of birth: day, month and year (e.g. 1985).' : error;
  const part = (name: keyof DateParts, label: string, maxLength: number, autoComplete: string) => (
    <TextInput
      ref={name === 'day' ? inputRef : undefined}
      label={label}
      value={parts[name]}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={maxLength}
      w={name === 'year' ? 96 : 64}
      disabled={disabled}
      error={Boolean(message)}
      aria-describedby={message ? errorId : undefined}
      onBlur={onBlur}
      onChange={(event) => {
        const next = { ...parts, [name]: event.currentTarget.value.replace(/\D/g, '') };
        setParts(next);
        onChange(dateFromParts(next));
      }}
    />
  );
  return (
    <Fieldset legend="Date of birth" variant="unstyled">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {part('day', 'Day', 2, 'bday-day')}
        {part('month', 'Month', 2, 'bday-month')}
        {part('year', 'Year', 4, 'bday-year')}
      </Group>
      {message && (
        <Input.Error id={errorId} mt={4}>
          {message}
        </Input.Error>
      )}
    </Fieldset>
  );
}
