import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ImportKind } from '../../../../domain/imports.js';
import { downloadTextFile } from '../../../lib/download';
import { templateOf } from './csv-templates';

const choices: Array<{ kind: ImportKind; label: string; description: string }> = [
  {
    kind: 'patients',
    label: 'Patients',
    description: 'Names, dates of birth, contact details, insurance and notes.',
  },
  {
    kind: 'appointments',
    label: 'Appointments',
    description: 'Past and future visits of patients already in Motio: import the patients first.',
  },
];

interface KindStepProps {
  kind: ImportKind;
  onChange: (kind: ImportKind) => void;
  onNext: () => void;
}

/** Step 1: what the file holds, with an example file for each. */
export function KindStep({ kind, onChange, onNext }: KindStepProps) {
  const template = templateOf(kind);
  return (
    <Stack gap="md">
      <Radio.Group
        label="What do you want to import?"
        value={kind}
        onChange={(value) => onChange(value as ImportKind)}
      >
        <Stack gap="sm" mt="xs">
          {choices.map((choice) => (
            <Radio.Card key={choice.kind} value={choice.kind} p="md" radius="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{choice.label}</Text>
                  <Text size="sm" c="dimmed">
                    {choice.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm">
        Start from the example file, or export a CSV from your old system: you choose which column
        is which in step 3. Dates can be written as 2026-03-02, 02.03.2026 or 02/03/2026.
      </Text>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadTextFile(template.fileName, template.csv)}
        >
          Download example CSV
        </Button>
        <Button onClick={onNext}>Next: choose file</Button>
      </Group>
    </Stack>
  );
}
