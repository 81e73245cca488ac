import { Grid, NumberInput, TextInput } from '@mantine/core';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { RepeatableRows } from '../../../components/forms/RepeatableRows';
import type { ClinicFormat } from '../../../lib/clinic-format';
import { blankLine, type DraftFormValues } from './draft-form';

interface LineFieldsProps {
  control: Control<DraftFormValues>;
  errors: FieldErrors<DraftFormValues>;
  format: ClinicFormat;
  fields: ReturnType<typeof useFieldArray<DraftFormValues, 'lines'>>;
}

/** The invoice's lines: what, how many, at what price, less what discount. */
export function LineFields({ control, errors, format, fields: lines }: LineFieldsProps) {
  const money = (index: number, name: 'unitPriceCents' | 'discountCents', label: string) => (
    <Controller
      control={control}
      name={`lines.${index}.${name}`}
      render={({ field }) => (
        <MoneyInput
          label={label}
          required={name === 'unitPriceCents'}
          currency={format.currency}
          locale={format.locale}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors.lines?.[index]?.[name]?.message}
        />
      )}
    />
  );

  return (
    <RepeatableRows
      title="Lines"
      rowLabel="Line"
      rows={lines.fields.map((row) => ({ key: row.id }))}
      max={50}
      error={errors.lines?.message ?? errors.lines?.root?.message}
      onAdd={() => lines.append(blankLine())}
      onRemove={(index) => lines.remove(index)}
      renderRow={(index, removeColumn) => (
        <>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Controller
              control={control}
              name={`lines.${index}.description`}
              render={({ field }) => (
                <TextInput
                  label="Description"
                  required
                  {...field}
                  error={errors.lines?.[index]?.description?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 1 }}>
            <Controller
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field }) => (
                <NumberInput
                  label="Qty"
                  required
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.lines?.[index]?.quantity?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 3 }}>
            {money(index, 'unitPriceCents', 'Unit price')}
          </Grid.Col>
          <Grid.Col span={{ base: 10, sm: 2 }}>
            {money(index, 'discountCents', 'Discount')}
          </Grid.Col>
          {removeColumn}
        </>
      )}
    />
  );
}
