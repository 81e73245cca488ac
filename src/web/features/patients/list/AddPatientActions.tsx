import { Button, Group } from '@mantine/core';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Add patient, and Import for those who may import: the list's header and its empty state. */
export function AddPatientActions({
  canImport,
  importLabel,
  justify,
}: {
  canImport: boolean;
  importLabel: string;
  justify?: 'center';
}) {
  return (
    <Group justify={justify} gap="sm">
      {canImport && (
        <Button
          component={Link}
          to="/dashboard/import-patients"
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
        >
          {importLabel}
        </Button>
      )}
      <Button
        component={Link}
        to="/dashboard/add-patient"
        leftSection={<IconUserPlus size={16} aria-hidden />}
      >
        Add patient
      </Button>
    </Group>
  );
}
