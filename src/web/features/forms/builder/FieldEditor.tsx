import {
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  intakeFieldKinds,
  intakeRecordFields,
  MAPPABLE_KINDS,
  type IntakeFieldKind,
  type IntakeRecordField,
} from '../../../../domain/intake-forms.js';
import { intakeRecordFieldLabels } from '../../../lib/intake-record-fields';
import { fieldKindLabels, isChoiceKind, type BuilderValues } from './builder-values';
import { ChoicesEditor } from './ChoicesEditor';
import { ItemButtons } from './ItemButtons';

interface FieldEditorProps {
  sectionIndex: number;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const kindOptions = intakeFieldKinds.map((kind) => ({ value: kind, label: fieldKindLabels[kind] }));
const NO_RECORD_FIELD = '';
const recordOptions = [
  { value: NO_RECORD_FIELD, label: 'None' },
  ...intakeRecordFields.map((field) => ({ value: field, label: intakeRecordFieldLabels[field] })),
];

/** One question: its kind, label, help, whether it must be answered, and what its kind needs. */
export function FieldEditor({ sectionIndex, index, count, onMove, onRemove }: FieldEditorProps) {
  const { control, register, formState, getValues, setValue } = useFormContext<BuilderValues>();
  const path = `sections.${sectionIndex}.fields.${index}` as const;
  const kind = useWatch({ control, name: `${path}.kind` });
  const errors = formState.errors.sections?.[sectionIndex]?.fields?.[index];
  const name = `Field ${index + 1}`;
  const lower = name.toLowerCase();

  // What the new kind cannot use goes, so no hidden input blocks saving; choice kinds start
  // with two empty choices.
  const changeKind = (next: IntakeFieldKind) => {
    setValue(`${path}.kind`, next, { shouldDirty: true });
    if (!MAPPABLE_KINDS.includes(next)) setValue(`${path}.mapsTo`, null);
    if (!isChoiceKind(next)) setValue(`${path}.choices`, []);
    else if ((getValues(`${path}.choices`) ?? []).length === 0)
      setValue(`${path}.choices`, ['', '']);
  };

  return (
    <Fieldset legend={name} variant="filled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name={`${path}.kind`}
            render={({ field }) => (
              <NativeSelect
                label="Kind"
                data={kindOptions}
                value={field.value}
                onChange={(event) => changeKind(event.currentTarget.value as IntakeFieldKind)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors?.kind?.message}
              />
            )}
          />
          <TextInput
            label="Label"
            withAsterisk
            {...register(`${path}.label`)}
            error={errors?.label?.message}
          />
        </SimpleGrid>
        <Textarea
          label={kind === 'consent' ? 'Statement the patient agrees to' : 'Help text'}
          withAsterisk={kind === 'consent'}
          description={kind === 'consent' ? undefined : 'Optional, shown under the label.'}
          autosize
          minRows={kind === 'consent' ? 3 : 1}
          {...register(`${path}.help`)}
          error={errors?.help?.message}
        />
        {isChoiceKind(kind) && <ChoicesEditor path={`${path}.choices`} fieldName={lower} />}
        {(kind === 'text' || kind === 'longText') && (
          <Controller
            control={control}
            name={`${path}.mapsTo`}
            render={({ field, fieldState }) => (
              <NativeSelect
                label="Updates the record"
                description="Staff choose whether the answer replaces the record’s value."
                data={recordOptions}
                value={field.value ?? NO_RECORD_FIELD}
                onChange={(event) =>
                  field.onChange(
                    event.currentTarget.value === NO_RECORD_FIELD
                      ? null
                      : (event.currentTarget.value as IntakeRecordField),
                  )
                }
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Group justify="space-between" gap="xs">
          <Controller
            control={control}
            name={`${path}.required`}
            render={({ field }) => (
              <Switch
                label="Required"
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <ItemButtons
            name={lower}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
