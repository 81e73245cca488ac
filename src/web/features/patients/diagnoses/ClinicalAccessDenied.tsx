import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page/PageHeader';
import { PatientBackLink } from './PatientBackLink';

interface ClinicalAccessDeniedProps {
  patientId: string;
  title: string;
}

/** What an assistant sees instead of a diagnosis (the API answers 403: no clinical data). */
export function ClinicalAccessDenied({ patientId, title }: ClinicalAccessDeniedProps) {
  return (
    <Stack gap="lg" maw={760}>
      <PatientBackLink patientId={patientId} />
      <PageHeader title={title} />
      <Alert
        color="gray"
        variant="light"
        icon={<IconLock aria-hidden />}
        title="You are not allowed to see diagnoses"
      >
        Diagnoses are part of the clinical record, which only therapists, administrators and owners
        can open. You can still see the patient's contact details and appointments. Ask an owner or
        administrator of your clinic if you need access.
      </Alert>
    </Stack>
  );
}
