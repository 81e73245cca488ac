import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_FIELDS_PER_SECTION } from '../../../../domain/intake-forms.js';
import { blankField, type BuilderValues } from './builder-values';
import { arrayError } from './field-errors';
import { FieldEditor } from './FieldEditor';
import { ItemButtons } from './ItemButtons';

interface SectionEditorProps {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One section: its title, its fields in order, and buttons to move or remove it. */
export function SectionEditor({ index, count, onMove, onRemove }: SectionEditorProps) {
  const { control, register, formState, setFocus } = useFormContext<BuilderValues>();
  const addFieldButton = useRef<HTMLButtonElement>(null);
  const fields = useFieldArray({ control, name: `sections.${index}.fields`, keyName: 'key' });
  const title = useWatch({ control, name: `sections.${index}.title` });
  const errors = formState.errors.sections?.[index];
  const name = `Section ${index + 1}`;
  const titleId = `section-${index}-heading`;
  const fieldsError = arrayError(errors?.fields);

  // Focus goes on to the field now in the removed one's place (or the last), not to the page.
  const removeField = (fieldIndex: number) => {
    const left = fields.fields.length - 1;
    fields.remove(fieldIndex);
    setTimeout(() => {
      if (left === 0) addFieldButton.current?.focus();
      else setFocus(`sections.${index}.fields.${Math.min(fieldIndex, left - 1)}.kind`);
    });
  };

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {title?.trim() ? `${name}: ${title.trim()}` : name}
          </Title>
          <ItemButtons
            name={name.toLowerCase()}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
            removeDisabled={count === 1}
          />
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
            onRemove={() => removeField(fieldIndex)}
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
              ref={addFieldButton}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              // The new field's kind comes first, so a keyboard user goes on from there.
              onClick={() =>
                fields.append(blankField(), {
                  focusName: `sections.${index}.fields.${fields.fields.length}.kind`,
                })
              }
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
