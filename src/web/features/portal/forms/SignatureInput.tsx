import { Input, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import type { SignatureDraft } from './draft-answers';
import { SignaturePadBox } from './SignaturePadBox';

interface SignatureInputProps {
  label: string;
  help: string;
  required: boolean;
  value: SignatureDraft;
  error: string | undefined;
  onChange: (value: SignatureDraft) => void;
}

/** A signature drawn with a finger or the mouse, or a typed full name (the keyboard's way). */
export function SignatureInput({
  label,
  help,
  required,
  value,
  error,
  onChange,
}: SignatureInputProps) {
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const describedBy = [help && helpId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <Input.Label labelElement="div" id={labelId} required={required}>
        {label}
      </Input.Label>
      {help && (
        <Text size="sm" c="dimmed" id={helpId}>
          {help}
        </Text>
      )}
      <Tabs
        value={value.mode}
        onChange={(mode) => mode && onChange({ ...value, mode: mode as SignatureDraft['mode'] })}
        keepMounted
      >
        <Tabs.List>
          <Tabs.Tab value="draw">Draw</Tabs.Tab>
          <Tabs.Tab value="type">Type</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draw" pt="sm">
          <Stack gap="xs">
            <SignaturePadBox
              label={`Draw your signature: ${label}`}
              onChange={(drawn) => onChange({ ...value, mode: 'draw', drawn })}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="type" pt="sm">
          <TextInput
            label="Type your full name"
            autoComplete="name"
            value={value.typed}
            onChange={(event) =>
              onChange({ ...value, mode: 'type', typed: event.currentTarget.value })
            }
            styles={{ input: { fontStyle: 'italic' } }}
          />
        </Tabs.Panel>
      </Tabs>
      {error && (
        <Text c="red" size="sm" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
