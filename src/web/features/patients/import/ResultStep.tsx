import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ImportKind, ImportResult } from '../../../../domain/imports.js';
import { countOf } from './import-display';
import { Link } from 'react-router';

interface ResultStepProps {
  kind: ImportKind;
  result: ImportResult;
  onAnother: () => void;
}

/** Step 5: what was imported, and where to see it. */
export function ResultStep({ kind, result, onAnother }: ResultStepProps) {
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={`Imported ${countOf(result.created, kind)}`}
      >
        {result.skippedDuplicates > 0
          ? `${result.skippedDuplicates} duplicate ${result.skippedDuplicates === 1 ? 'row was' : 'rows were'} skipped.`
          : 'Every row of the file was imported.'}
      </Alert>
      <Group>
        <Button
          component={Link}
          to={kind === 'patients' ? '/dashboard/all-patients' : '/dashboard'}
        >
          {kind === 'patients' ? 'Go to the patient list' : 'Go to the calendar'}
        </Button>
        <Button variant="default" onClick={onAnother}>
          Import another file
        </Button>
      </Group>
    </Stack>
  );
}
