import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  importFieldsOf,
  missingMappings,
  type ImportField,
  type ImportKind,
} from '../../../../domain/imports.js';
import { FormError } from '../../../components/feedback/FormError';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/server-errors';
import type { ChosenFile } from './FileStep';

interface MappingStepProps {
  kind: ImportKind;
  file: ChosenFile;
  mapping: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
  onBack: () => void;
  /** Runs the dry run; its failure (a 400 naming mapping fields) comes back in `error`. */
  onCheck: () => void;
  checking: boolean;
  error: unknown;
}

/** The first non-empty value of `header` in the sample rows, to show what the column holds. */
function exampleOf(file: ChosenFile, header: string | undefined): string | null {
  if (!header) return null;
  const index = file.headers.headers.indexOf(header);
  const value = file.headers.sample.map((row) => row[index]).find((cell) => cell);
  return value ? `e.g. ${value.length > 40 ? `${value.slice(0, 40)}…` : value}` : null;
}

/** Step 3: one column of the file per field of Motio; matched by name where possible. */
export function MappingStep(props: MappingStepProps) {
  const { kind, file, mapping, onChange, onBack, onCheck, checking, error } = props;
  const [tried, setTried] = useState(false);
  const missing = missingMappings(kind, mapping);
  const serverFields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const columns = file.headers.headers.filter((header) => header !== '');

  const errorOf = (field: ImportField) =>
    (tried ? missing[field.field] : undefined) ?? serverFields[`mapping.${field.field}`];

  function check() {
    setTried(true);
    if (Object.keys(missing).length === 0) onCheck();
  }

  const mappingError = Object.keys(serverFields).some((key) => key.startsWith('mapping.'));
  return (
    <Stack gap="md">
      <Text size="sm">
        Choose the column of <strong>{file.name}</strong> for each field. Columns with English names
        were matched for you; fields marked * are required, the others can stay empty.
        {kind === 'appointments' &&
          ' Patients are found by email, or by first and last name (and date of birth).'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {importFieldsOf(kind).map((field) => (
          <Select
            key={field.field}
            label={field.label}
            withAsterisk={field.required}
            description={
              [field.hint, exampleOf(file, mapping[field.field])].filter(Boolean).join(' · ') ||
              undefined
            }
            placeholder="Not imported"
            data={columns}
            value={mapping[field.field] ?? null}
            onChange={(header) => {
              const next = { ...mapping };
              if (header) next[field.field] = header;
              else delete next[field.field];
              onChange(next);
            }}
            error={errorOf(field)}
            clearable
            clearButtonProps={{ 'aria-label': `Do not import ${field.label.toLowerCase()}` }}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </SimpleGrid>
      <FormError message={error && !mappingError ? errorMessage(error) : null} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={check} loading={checking}>
          Check the file
        </Button>
      </Group>
    </Stack>
  );
}
