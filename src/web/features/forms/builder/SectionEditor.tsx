import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_FIELDS_PER_SECTION } from '../../../../domain/intake-forms.js';
import { DANGER_COLOR } from '../../../lib/danger';
import { blankField, type BuilderValues } from './builder-values';
import { arrayError } from './field-errors';
import { FieldEditor } from './FieldEditor';

interface SectionEditorProps {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One section: its title, its fields in order, and buttons to move or remove it. */
export function SectionEditor({ index, count, onMove, onRemove }: SectionEditorProps) {
  const { control, register, formState } = useFormContext<BuilderValues>();
  const fields = useFieldArray({ control, name: `sections.${index}.fields`, keyName: 'key' });
  const title = useWatch({ control, name: `sections.${index}.title` });
  const errors = formState.errors.sections?.[index];
  const name = `Section ${index + 1}`;
  const titleId = `section-${index}-heading`;
  const fieldsError = arrayError(errors?.fields);

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {title?.trim() ? `${name}: ${title.trim()}` : name}
          </Title>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${name.toLowerCase()} up`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${name.toLowerCase()} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color={DANGER_COLOR}
              aria-label={`Remove ${name.toLowerCase()}`}
              disabled={count === 1}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={`${name} title`}
          description="Optional, e.g. “Your health”."
          {...register(`sections.${index}.title`)}
          error={errors?.title?.message}
        />
        {fields.fields.map((field, fieldIndex) => (
          <FieldEditor
            key={field.key}
            sectionIndex={index}
            index={fieldIndex}
            count={fields.fields.length}
            onMove={(to) => fields.move(fieldIndex, to)}
            onRemove={() => fields.remove(fieldIndex)}
          />
        ))}
        {fieldsError && (
          <Text c="red" size="sm" role="alert">
            {fieldsError}
          </Text>
        )}
        {fields.fields.length < MAX_FIELDS_PER_SECTION && (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => fields.append(blankField(), { shouldFocus: false })}
              aria-label={`Add field to ${name.toLowerCase()}`}
            >
              Add field
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
