import { Grid, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_ROM_READINGS } from '../../../../domain/treatment-plans.js';
import { RepeatableRows } from '../../../components/forms/RepeatableRows';
import { NullableNumberInput } from './NullableNumberInput';
import { emptyReading, type ProgressFormApi } from './progress-form';

/** Range-of-motion readings of one progress entry: joint, movement, degrees. */
export function RangeOfMotionFields({ form }: { form: ProgressFormApi }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'rangeOfMotion',
    keyName: 'key',
  });
  const errors = form.formState.errors.rangeOfMotion;

  return (
    <RepeatableRows
      title="Range of motion"
      titleSize="sm"
      rowLabel="Reading"
      rows={fields}
      max={MAX_ROM_READINGS}
      error={errors?.message ?? errors?.root?.message}
      onAdd={() => append(emptyReading())}
      onRemove={remove}
      renderRow={(index, removeColumn) => (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Joint"
              placeholder="Right knee"
              required
              error={errors?.[index]?.joint?.message}
              {...form.register(`rangeOfMotion.${index}.joint`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Movement"
              placeholder="Flexion"
              required
              error={errors?.[index]?.movement?.message}
              {...form.register(`rangeOfMotion.${index}.movement`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 10, sm: 3 }}>
            <Controller
              control={form.control}
              name={`rangeOfMotion.${index}.degrees`}
              render={({ field }) => (
                <NullableNumberInput
                  label="Degrees"
                  required
                  min={0}
                  max={360}
                  suffix="°"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errors?.[index]?.degrees?.message}
                />
              )}
            />
          </Grid.Col>
          {removeColumn}
        </>
      )}
    />
  );
}
