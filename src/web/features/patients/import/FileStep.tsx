import { Alert, Button, FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportHeaders,
  type ImportKind,
} from '../../../../domain/imports.js';
import { FormError } from '../../../components/feedback/FormError';
import { errorMessage } from '../../../lib/server-errors';
import { decodeCsv, WINDOWS_1252_NOTICE, type FileEncoding } from './file-encoding';
import { useImportHeaders } from './import-api';

export interface ChosenFile {
  name: string;
  text: string;
  /** How the file's bytes were read; anything but UTF-8 is said on screen. */
  encoding: FileEncoding;
  headers: ImportHeaders;
}

const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;
const csvTypes = new Set(['text/csv', 'application/vnd.ms-excel', 'text/plain', '']);

/** What is wrong with the file before it is read, or null. */
export function fileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv') || !csvTypes.has(file.type))
    return 'Choose a .csv file. In Excel or Numbers, use "Save as" or "Export" → CSV.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > IMPORT_MAX_BYTES)
    return `This file is larger than ${MAX_MB} MB. Split it into smaller files.`;
  return null;
}

interface FileStepProps {
  kind: ImportKind;
  chosen: ChosenFile | null;
  onChosen: (file: ChosenFile | null) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: the CSV file, checked here for type and size, then read by the server for headers. */
export function FileStep({ kind, chosen, onChosen, onBack, onNext }: FileStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headers = useImportHeaders();

  async function choose(next: File | null) {
    setFile(next);
    onChosen(null);
    headers.reset();
    setProblem(next ? fileProblem(next) : null);
    if (!next || fileProblem(next)) return;
    const { text, encoding } = decodeCsv(await next.arrayBuffer());
    headers.mutate(
      { kind, csv: text },
      { onSuccess: (data) => onChosen({ name: next.name, text, encoding, headers: data }) },
    );
  }

  return (
    <Stack gap="md">
      <FileInput
        label="CSV file"
        description={`Up to ${MAX_MB} MB and ${IMPORT_MAX_ROWS.toLocaleString('en')} rows, the column names in the first row. Commas or semicolons both work.`}
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        value={file}
        onChange={(next) => void choose(next)}
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        error={problem}
        clearable
      />
      {headers.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Reading the file…</Text>
        </Group>
      )}
      <FormError message={headers.isError ? errorMessage(headers.error) : null} />
      {chosen && (
        <Alert color="teal" variant="light" title={chosen.name}>
          {chosen.headers.rows.toLocaleString('en')} {chosen.headers.rows === 1 ? 'row' : 'rows'}{' '}
          and {chosen.headers.headers.length} columns: {chosen.headers.headers.join(', ')}.
        </Alert>
      )}
      {chosen?.encoding === 'windows-1252' && (
        <Alert color="blue" variant="light" title="Text converted">
          {WINDOWS_1252_NOTICE}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={!chosen}>
          Next: match columns
        </Button>
      </Group>
    </Stack>
  );
}
