import { Checkbox, Group, Input, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { memo, useId } from 'react';
import type { IntakeField } from '../../../../domain/intake-forms.js';
import type { DraftAnswer, SignatureDraft } from './draft-answers';
import { SignatureInput } from './SignatureInput';

interface AnswerInputProps {
  field: IntakeField;
  value: DraftAnswer;
  error: string | undefined;
  /** Called with the field's id, so one stable function serves every question. */
  onChange: (fieldId: string, value: DraftAnswer) => void;
}

const asString = (value: DraftAnswer) => (typeof value === 'string' ? value : '');

/**
 * The input for one question, by its kind; required ones are marked and say so to readers.
 * Memoised: typing in one answer re-renders only that one.
 */
export const AnswerInput = memo(function AnswerInput({
  field,
  value,
  error,
  onChange: changeField,
}: AnswerInputProps) {
  const onChange = (next: DraftAnswer) => changeField(field.id, next);
  const consentId = useId();
  const help = field.help || undefined;
  const common = { label: field.label, required: field.required, error };
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          description={help}
          value={asString(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'longText':
      return (
        <Textarea
          {...common}
          description={help}
          autosize
          minRows={3}
          value={asString(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          description={help}
          type="date"
          maw={220}
          value={asString(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'singleChoice':
      return (
        <Radio.Group {...common} description={help} value={asString(value)} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {field.choices.map((choice) => (
              <Radio key={choice} value={choice} label={choice} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multipleChoice':
      return (
        <Checkbox.Group
          {...common}
          description={help}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        >
          <Stack gap="xs" mt="xs">
            {field.choices.map((choice) => (
              <Checkbox key={choice} value={choice} label={choice} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'yesNo':
      return (
        <Radio.Group {...common} description={help} value={asString(value)} onChange={onChange}>
          <Group gap="lg" mt="xs">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      );
    case 'consent':
      return (
        <Stack gap="xs" role="group" aria-labelledby={consentId}>
          <Input.Label labelElement="div" id={consentId} required={field.required}>
            {field.label}
          </Input.Label>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {field.help}
          </Text>
          <Checkbox
            label="I agree"
            required={field.required}
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
            error={error}
          />
        </Stack>
      );
    case 'signature':
      return (
        <SignatureInput
          label={field.label}
          help={field.help}
          required={field.required}
          value={value as SignatureDraft}
          error={error}
          onChange={onChange}
        />
      );
  }
});
