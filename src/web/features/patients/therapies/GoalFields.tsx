import { Grid, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_GOALS } from '../../../../domain/treatment-plans.js';
import { RepeatableRows } from '../../../components/forms/RepeatableRows';
import { NullableNumberInput } from './NullableNumberInput';
import { emptyGoal, type PlanFormApi } from './plan-form';

/** The plan's measurable goals: what, measured how, from which baseline to which target. */
export function GoalFields({ form }: { form: PlanFormApi }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'goals',
    keyName: 'key',
  });
  const errors = form.formState.errors.goals;

  return (
    <RepeatableRows
      title="Goals"
      description="Measurable goals with where the patient starts (baseline) and where they should get to (target), e.g. knee flexion from 90 to 135 degrees. A goal left empty is not saved."
      emptyText="No goals yet."
      rowLabel="Goal"
      rows={fields}
      max={MAX_GOALS}
      error={errors?.message ?? errors?.root?.message}
      onAdd={() => append(emptyGoal())}
      onRemove={remove}
      renderRow={(index, removeColumn) => (
        <>
          <Grid.Col span={12}>
            <TextInput
              label="Description"
              placeholder="Climb stairs without pain"
              required
              error={errors?.[index]?.description?.message}
              {...form.register(`goals.${index}.description`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label="Measure and unit"
              placeholder="Knee flexion (°)"
              error={errors?.[index]?.measure?.message}
              {...form.register(`goals.${index}.measure`)}
            />
          </Grid.Col>
          {(['baseline', 'target'] as const).map((name) => (
            <Grid.Col key={name} span={{ base: 5, sm: 3 }}>
              <Controller
                control={form.control}
                name={`goals.${index}.${name}`}
                render={({ field }) => (
                  <NullableNumberInput
                    label={name === 'baseline' ? 'Baseline' : 'Target'}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors?.[index]?.[name]?.message}
                  />
                )}
              />
            </Grid.Col>
          ))}
          {removeColumn}
        </>
      )}
    />
  );
}
