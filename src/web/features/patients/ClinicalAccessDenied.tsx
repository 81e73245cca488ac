import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '../../components/page/PageHeader';
import { PatientBackLink } from './PatientBackLink';

interface ClinicalAccessDeniedProps {
  patientId: string;
  title: string;
  /** What the screen would show, e.g. "Diagnoses" or "Treatment plans". */
  what: string;
  /** The record's tab the way back opens. */
  tab: string;
}

/** What an assistant sees instead of a clinical screen (the API answers 403: no clinical data). */
export function ClinicalAccessDenied({ patientId, title, what, tab }: ClinicalAccessDeniedProps) {
  return (
    <Stack gap="lg" maw={760}>
      <PatientBackLink patientId={patientId} tab={tab} />
      <PageHeader title={title} />
      <Alert
        color="gray"
        variant="light"
        icon={<IconLock aria-hidden />}
        title={`${what} are part of the clinical record`}
      >
        Only therapists, administrators and owners can see and change them. You can still see this
        patient's contact details and appointments; ask an owner or administrator of your clinic if
        you need access.
      </Alert>
    </Stack>
  );
}
