import { Button, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { dateOrderLabels, dateOrders, type DateOrder } from '../../../../domain/import-dates.js';
import { detectPreset } from '../../../../domain/import-presets.js';
import {
  importDateFields,
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
  /** How slash dates read where the file does not tell; null until chosen. */
  dateOrder: DateOrder | null;
  onDateOrder: (order: DateOrder) => void;
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

/** The mapped date columns whose dates read both ways (03/12/1990), in the file's words. */
function ambiguousDateColumnsOf(
  kind: ImportKind,
  file: ChosenFile,
  mapping: Record<string, string>,
) {
  const mapped = importDateFields[kind].map((field) => mapping[field]).filter(Boolean);
  return file.headers.ambiguousDateColumns.filter((header) => mapped.includes(header));
}

const DATE_ORDER_MISSING = 'Choose whether the dates are day first or month first.';

/** Step 3: one column of the file per field of Motio; matched by name where possible. */
export function MappingStep(props: MappingStepProps) {
  const { kind, file, mapping, onChange, dateOrder, onDateOrder, onBack, onCheck } = props;
  const { checking, error } = props;
  const [tried, setTried] = useState(false);
  const missing = missingMappings(kind, mapping);
  const serverFields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const columns = file.headers.headers.filter((header) => header !== '');
  const preset = kind === 'patients' ? detectPreset(file.headers.headers) : undefined;
  const ambiguous = ambiguousDateColumnsOf(kind, file, mapping);
  const showDateOrder = ambiguous.length > 0 || Boolean(serverFields.dateOrder);
  const needsDateOrder = showDateOrder && dateOrder === null;

  const errorOf = (field: ImportField) =>
    (tried ? missing[field.field] : undefined) ?? serverFields[`mapping.${field.field}`];

  function check() {
    setTried(true);
    if (Object.keys(missing).length === 0 && !needsDateOrder) onCheck();
  }

  const mappingError = Object.keys(serverFields).some(
    (key) => key.startsWith('mapping.') || key === 'dateOrder',
  );
  return (
    <Stack gap="md">
      <Text size="sm">
        Choose the column of <strong>{file.name}</strong> for each field. Columns with English names
        were matched for you; fields marked * are required, the others can stay empty.
        {kind === 'appointments' &&
          ' Patients are found by email, or by first and last name (and date of birth).'}
      </Text>
      {preset && (
        <Text size="sm" role="status">
          This is a patient export of {preset.label}: its columns were matched, the address parts
          are joined into one address.
        </Text>
      )}
      {showDateOrder && (
        <Radio.Group
          label="Dates are written"
          description={`Every date in ${ambiguous.map((header) => `“${header}”`).join(' and ') || 'the date columns'} reads both ways: 03/12/1990 is 3 December or March 12.`}
          withAsterisk
          value={dateOrder}
          onChange={(value) => onDateOrder(value as DateOrder)}
          error={
            (tried && needsDateOrder ? DATE_ORDER_MISSING : undefined) ?? serverFields.dateOrder
          }
        >
          <Group mt="xs">
            {dateOrders.map((order) => (
              <Radio key={order} value={order} label={dateOrderLabels[order]} />
            ))}
          </Group>
        </Radio.Group>
      )}
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
