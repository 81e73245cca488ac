import { ActionIcon, Button, Fieldset, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_ROM_READINGS } from '../../../../domain/treatment-plans.js';
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
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Range of motion
      </Text>
      {fields.map((reading, index) => {
        const readingErrors = errors?.[index];
        return (
          <Fieldset key={reading.key} legend={`Reading ${index + 1}`} variant="filled">
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label="Joint"
                  placeholder="Right knee"
                  required
                  error={readingErrors?.joint?.message}
                  {...form.register(`rangeOfMotion.${index}.joint`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label="Movement"
                  placeholder="Flexion"
                  required
                  error={readingErrors?.movement?.message}
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
                      error={readingErrors?.degrees?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove reading ${index + 1}`}
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
      {fields.length < MAX_ROM_READINGS && (
        <Group>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(emptyReading())}
          >
            Add reading
          </Button>
        </Group>
      )}
    </Stack>
  );
}
