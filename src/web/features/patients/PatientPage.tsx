import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { patientQuery } from './patient-api';
import { PatientHeader } from './record/PatientHeader';
import type { patientLoader } from './loaders';
import { RecordTabs } from './record/RecordTabs';

const backLink = (
  <Anchor component={Link} to="/dashboard/all-patients" size="sm">
    <Group gap="xs" component="span">
      <IconArrowLeft size={16} aria-hidden />
      All patients
    </Group>
  </Anchor>
);

/** /dashboard/patients/{id}: the clinical record of one patient, a tab per part. */
export function PatientPage() {
  const { patientId } = useLoaderData<typeof patientLoader>();
  const query = useQuery(patientQuery(patientId));
  const role = useSignedInUser()?.membership?.role;
  const patient = query.data;

  // The loader has it in the cache; a later refetch may still fail.
  if (!patient) {
    return (
      <Stack gap="lg">
        {backLink}
        <PageHeader title="Patient record" />
        <LoadError
          title="We couldn't load this patient's record."
          message={query.error ? errorMessage(query.error) : undefined}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1200}>
      {backLink}
      <PatientHeader patient={patient} clinical={can(role, 'clinical.read')} />
      {query.isError && (
        <LoadError
          title="This may be out of date: we couldn't reload it."
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      <RecordTabs patient={patient} role={role} />
    </Stack>
  );
}
