import { ActionIcon, Button, Fieldset, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_GOALS } from '../../../../domain/treatment-plans.js';
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
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={600}>Goals</Text>
        <Text size="sm" c="dimmed">
          Measurable goals with where the patient starts (baseline) and where they should get to
          (target), e.g. knee flexion from 90 to 135 degrees. A goal left empty is not saved.
        </Text>
      </Stack>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No goals yet.
        </Text>
      )}
      {fields.map((goal, index) => {
        const goalErrors = errors?.[index];
        return (
          <Fieldset key={goal.key} legend={`Goal ${index + 1}`} variant="filled">
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={12}>
                <TextInput
                  label="Description"
                  placeholder="Climb stairs without pain"
                  required
                  error={goalErrors?.description?.message}
                  {...form.register(`goals.${index}.description`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  label="Measure and unit"
                  placeholder="Knee flexion (°)"
                  error={goalErrors?.measure?.message}
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
                        error={goalErrors?.[name]?.message}
                      />
                    )}
                  />
                </Grid.Col>
              ))}
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove goal ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
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
      {fields.length < MAX_GOALS && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(emptyGoal())}
          >
            Add goal
          </Button>
        </Group>
      )}
    </Stack>
  );
}
