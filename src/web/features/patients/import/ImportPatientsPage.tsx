import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../../components/page/PageHeader';
import { ImportWizard } from './ImportWizard';

const TITLE = 'Import data';

/** /dashboard/import-patients: data migration by CSV; owners and admins. */
export function ImportPatientsPage() {
  const currentUser = useSignedInUser();
  if (!currentUser) return null;
  const allowed = can(currentUser.membership?.role, 'patients.import');
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={TITLE}
        description="Move patients and appointments from another system with a CSV file. Check the file first; then everything is imported, or nothing."
      />
      {allowed ? (
        <ImportWizard />
      ) : (
        <Alert icon={<IconLock aria-hidden />} title="Only owners and admins can import data">
          Ask your clinic&apos;s owner or an admin to import patients or appointments from a file.
        </Alert>
      )}
    </Stack>
  );
}
