import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page/PageHeader';
import { PatientBackLink } from './PatientBackLink';

/** What an assistant (or anyone the API refuses) sees instead of a treatment plan. */
export function ClinicalAccessDenied({ patientId, title }: { patientId: string; title: string }) {
  return (
    <Stack gap="lg" maw={760}>
      <PatientBackLink patientId={patientId} />
      <PageHeader title={title} />
      <Alert
        color="gray"
        variant="light"
        icon={<IconLock aria-hidden />}
        title="Treatment plans are part of the clinical record"
      >
        Only therapists, admins and owners can see and change them. You can still see this patient's
        details and book their appointments.
      </Alert>
    </Stack>
  );
}
