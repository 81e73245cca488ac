import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import {
  previewSmsText,
  smsPlaceholderLabels,
  type SmsCapableKind,
} from '../../../domain/message-settings.js';
import { SMS_TEMPLATE_MAX, smsPlaceholders, type SmsValues } from '../../../domain/sms-text.js';
import { smsCountOf } from './sms-count';

interface SmsTemplateEditorProps {
  kind: SmsCapableKind;
  label: string;
  value: string;
  defaultText: string;
  onChange: (text: string) => void;
  /** The clinic's own values in the preview: its name, phone and a time in its zone. */
  sampleValues: SmsValues;
  /** This kind goes by SMS now (else the text waits until it is ticked above). */
  texted: boolean;
  error?: string;
  inputRef?: (element: HTMLTextAreaElement | null) => void;
}

/** One kind's SMS text: placeholders to insert, a preview as a patient gets it, its segments. */
export function SmsTemplateEditor({
  kind,
  label,
  value,
  defaultText,
  onChange,
  sampleValues,
  texted,
  error,
  inputRef,
}: SmsTemplateEditorProps) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const headingId = useId();
  const preview = previewSmsText(value, sampleValues);
  const count = smsCountOf(preview);

  /** The placeholder goes where the cursor is (or replaces the selection), and focus returns. */
  const insert = (name: string) => {
    const element = textarea.current;
    const token = `{${name}}`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Title order={3} size="h5" id={headingId}>
            {label}
          </Title>
          {!texted && (
            <Text size="xs" c="dimmed">
              Not sent by text now: tick it above to use this text.
            </Text>
          )}
        </div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRestore size={16} aria-hidden />}
          disabled={value === defaultText}
          onClick={() => onChange(defaultText)}
          aria-label={`Reset the ${label.toLowerCase()} text to Motio's default`}
        >
          Reset to default
        </Button>
      </Group>
      <Textarea
        label="Text"
        name={`smsTemplates.${kind}`}
        autosize
        minRows={2}
        maxLength={SMS_TEMPLATE_MAX}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        ref={(element) => {
          textarea.current = element;
          inputRef?.(element);
        }}
      />
      <Group
        gap={6}
        role="group"
        aria-label={`Insert a placeholder into the ${label.toLowerCase()} text`}
      >
        {smsPlaceholders.map((name) => (
          <Button
            key={name}
            variant="light"
            size="compact-xs"
            radius="xl"
            onClick={() => insert(name)}
            title={smsPlaceholderLabels[name]}
            aria-label={`Insert ${smsPlaceholderLabels[name]}`}
            ff="monospace"
          >
            {`{${name}}`}
          </Button>
        ))}
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Text size="xs" c="dimmed" fw={500} mb={4}>
          Preview
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview || '—'}
        </Text>
      </Paper>
      <Text size="xs" c="dimmed" aria-live="polite">
        {count.summary}
        {count.unicode.length > 0 &&
          ` · ${count.unicode.join(' ')} ${count.unicode.length === 1 ? 'is' : 'are'} outside the basic SMS alphabet, so the whole text counts 70 characters a segment (67 when split).`}
      </Text>
    </Stack>
  );
}
