import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { MAX_CHOICES } from '../../../../domain/intake-forms.js';
import { DANGER_COLOR } from '../../../lib/danger';
import type { BuilderValues } from './builder-values';
import { arrayError } from './field-errors';

interface ChoicesEditorProps {
  path: `sections.${number}.fields.${number}.choices`;
  /** 'field 2', for the buttons' names. */
  fieldName: string;
}

/** The choices of a single or multiple choice field, one input each. */
export function ChoicesEditor({ path, fieldName }: ChoicesEditorProps) {
  const { control } = useFormContext<BuilderValues>();
  return (
    <Controller
      control={control}
      name={path}
      render={({ field, fieldState }) => {
        const choices = field.value ?? [];
        const itemErrors = fieldState.error as unknown as (FieldError | undefined)[] | undefined;
        const listError = arrayError(fieldState.error);
        const change = (next: string[]) => field.onChange(next);
        return (
          <Stack gap="xs" role="group" aria-label={`Choices of ${fieldName}`}>
            <Text size="sm" fw={500}>
              Choices
            </Text>
            {choices.map((choice, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={`Choice ${index + 1}`}
                  value={choice}
                  onChange={(event) =>
                    change(
                      choices.map((old, at) => (at === index ? event.currentTarget.value : old)),
                    )
                  }
                  onBlur={field.onBlur}
                  error={Array.isArray(itemErrors) ? itemErrors[index]?.message : undefined}
                />
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color={DANGER_COLOR}
                  aria-label={`Remove choice ${index + 1} of ${fieldName}`}
                  onClick={() => change(choices.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {listError && (
              <Text c="red" size="sm" role="alert">
                {listError}
              </Text>
            )}
            {choices.length < MAX_CHOICES && (
              <div>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => change([...choices, ''])}
                  aria-label={`Add choice to ${fieldName}`}
                >
                  Add choice
                </Button>
              </div>
            )}
          </Stack>
        );
      }}
    />
  );
}
