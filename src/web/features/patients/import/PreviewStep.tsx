import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ImportKind, ImportReport } from '../../../../domain/imports.js';
import { FormError } from '../../../components/feedback/FormError';
import { countOf } from './import-display';
import { DuplicatesTable, RowErrorsTable } from './ReportTables';

interface PreviewStepProps {
  kind: ImportKind;
  report: ImportReport;
  skipDuplicates: boolean;
  onSkipDuplicates: (skip: boolean) => void;
  /** A dry run is running again (the skip choice changed). */
  checking: boolean;
  onBack: () => void;
  onImport: () => void;
  importing: boolean;
  /** Why the last commit was refused, when it was. */
  failure: string | null;
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={value > 0 ? color : undefined}>
        {value.toLocaleString('en')}
      </Text>
    </Paper>
  );
}

/** Step 4: the dry run's result; importing stays off while any error remains. */
export function PreviewStep(props: PreviewStepProps) {
  const { kind, report, skipDuplicates, checking, importing, failure } = props;
  const noun = kind === 'patients' ? 'patients' : 'appointments';
  const errorRows = new Set(report.errors.map((e) => e.row)).size;
  const blockedByDuplicates = report.duplicates.length > 0 && !skipDuplicates;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Count label="Rows in file" value={report.rows} />
        <Count label={`New ${noun}`} value={report.toCreate} color="teal" />
        <Count label="Rows with errors" value={errorRows} color="red" />
        <Count label="Duplicates" value={report.duplicates.length} color="orange" />
      </SimpleGrid>
      <FormError message={failure} />
      {report.fileErrors.map((message) => (
        <Alert key={message} color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {message}
        </Alert>
      ))}
      {report.valid ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
          The file is ready: {countOf(report.toCreate, kind)} will be imported.
        </Alert>
      ) : report.errors.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          Fix these rows in your file, then choose it again. Nothing is imported while any row has
          an error. Row numbers are those of your spreadsheet: the column names are row 1.
        </Alert>
      ) : null}
      {report.errors.length > 0 && <RowErrorsTable kind={kind} errors={report.errors} />}
      {report.duplicates.length > 0 && (
        <Stack gap="xs">
          <DuplicatesTable duplicates={report.duplicates} />
          <Checkbox
            label="Skip duplicates: import only the other rows"
            description={
              blockedByDuplicates
                ? 'Or remove these rows from the file. Duplicates are never imported twice.'
                : undefined
            }
            checked={skipDuplicates}
            disabled={checking}
            onChange={(event) => props.onSkipDuplicates(event.currentTarget.checked)}
          />
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack} disabled={importing}>
          Back to columns
        </Button>
        <Button
          onClick={props.onImport}
          disabled={!report.valid || checking || report.toCreate === 0}
          loading={importing}
        >
          Import {countOf(report.toCreate, kind)}
        </Button>
      </Group>
    </Stack>
  );
}
