import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';

type MoneyFieldProps<Values extends FieldValues, Context, Submitted extends FieldValues> = Omit<
  MoneyInputProps,
  'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  control: Control<Values, Context, Submitted>;
  name: FieldPath<Values>;
};

/** A `MoneyInput` bound to a react-hook-form field that holds minor units. */
export function MoneyField<
  Values extends FieldValues,
  Context = unknown,
  Submitted extends FieldValues = Values,
>({ control, name, ...props }: MoneyFieldProps<Values, Context, Submitted>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          {...props}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
