import { Grid, Select, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_INTERVENTIONS } from '../../../../domain/treatment-plans.js';
import { RepeatableRows } from '../../../components/forms/RepeatableRows';
import { NullableNumberInput } from './NullableNumberInput';
import { emptyIntervention, type PlanFormApi } from './plan-form';

const kindOptions = [
  { value: 'modality', label: 'Modality' },
  { value: 'exercise', label: 'Exercise' },
];

/** Modalities (manual therapy, ultrasound…) and exercises with their dose. */
export function InterventionFields({ form }: { form: PlanFormApi }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'interventions',
    keyName: 'key',
  });
  const errors = form.formState.errors.interventions;

  return (
    <RepeatableRows
      title="Interventions"
      description="Modalities and exercises, with sets, repetitions and how often."
      emptyText="No interventions yet."
      rowLabel="Intervention"
      rows={fields}
      max={MAX_INTERVENTIONS}
      error={errors?.message ?? errors?.root?.message}
      onAdd={() => append(emptyIntervention())}
      onRemove={remove}
      renderRow={(index, removeColumn) => (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name={`interventions.${index}.kind`}
              render={({ field }) => (
                <Select
                  label="Kind"
                  required
                  allowDeselect={false}
                  data={kindOptions}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors?.[index]?.kind?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Name"
              placeholder="Straight leg raise"
              required
              error={errors?.[index]?.name?.message}
              {...form.register(`interventions.${index}.name`)}
            />
          </Grid.Col>
          {(['sets', 'repetitions'] as const).map((name) => (
            <Grid.Col key={name} span={{ base: 6, sm: 3 }}>
              <Controller
                control={form.control}
                name={`interventions.${index}.${name}`}
                render={({ field }) => (
                  <NullableNumberInput
                    label={name === 'sets' ? 'Sets' : 'Repetitions'}
                    min={1}
                    allowDecimal={false}
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
          <Grid.Col span={{ base: 10, sm: 5 }}>
            <TextInput
              label="Frequency"
              placeholder="Daily"
              error={errors?.[index]?.frequency?.message}
              {...form.register(`interventions.${index}.frequency`)}
            />
          </Grid.Col>
          {removeColumn}
          <Grid.Col span={12}>
            <TextInput
              label="Notes"
              error={errors?.[index]?.notes?.message}
              {...form.register(`interventions.${index}.notes`)}
            />
          </Grid.Col>
        </>
      )}
    />
  );
}
