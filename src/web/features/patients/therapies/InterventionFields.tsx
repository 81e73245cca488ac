import {
  ActionIcon,
  Button,
  Fieldset,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_INTERVENTIONS } from '../../../../domain/treatment-plans.js';
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
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={600}>Interventions</Text>
        <Text size="sm" c="dimmed">
          Modalities and exercises, with sets, repetitions and how often.
        </Text>
      </Stack>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No interventions yet.
        </Text>
      )}
      {fields.map((item, index) => {
        const itemErrors = errors?.[index];
        return (
          <Fieldset key={item.key} legend={`Intervention ${index + 1}`} variant="filled">
            <Grid gap="sm" align="flex-end">
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
                      error={itemErrors?.kind?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label="Name"
                  placeholder="Straight leg raise"
                  required
                  error={itemErrors?.name?.message}
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
                        error={itemErrors?.[name]?.message}
                      />
                    )}
                  />
                </Grid.Col>
              ))}
              <Grid.Col span={{ base: 10, sm: 5 }}>
                <TextInput
                  label="Frequency"
                  placeholder="Daily"
                  error={itemErrors?.frequency?.message}
                  {...form.register(`interventions.${index}.frequency`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove intervention ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label="Notes"
                  error={itemErrors?.notes?.message}
                  {...form.register(`interventions.${index}.notes`)}
                />
              </Grid.Col>
            </Grid>
          </Fieldset>
        );
      })}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {fields.length < MAX_INTERVENTIONS && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(emptyIntervention())}
          >
            Add intervention
          </Button>
        </Group>
      )}
    </Stack>
  );
}
