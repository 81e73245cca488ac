import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { ClinicalAccessDenied } from './ClinicalAccessDenied';
import { useCreateDiagnosis } from './diagnoses/diagnosis-api';
import { newDiagnosisValues } from './diagnoses/diagnosis-form';
import type { newDiagnosisLoader } from './diagnoses/diagnosis-loaders';
import { DiagnosisForm } from './diagnoses/DiagnosisForm';
import { DiagnosisFormReferences } from './diagnoses/DiagnosisFormReferences';
import { PatientBackLink } from './PatientBackLink';
import { patientName, patientQuery } from './patient-api';

const TITLE = 'New diagnosis';

/** /dashboard/patients/{id}/diagnoses/new: record a diagnosis for the patient. */
export function NewDiagnosisPage() {
  const { patientId } = useLoaderData<typeof newDiagnosisLoader>();
  const currentUser = useSignedInUser();
  const patient = useQuery(patientQuery(patientId));
  const create = useCreateDiagnosis(patientId);

  if (!can(currentUser?.membership?.role, 'clinical.manage'))
    return (
      <ClinicalAccessDenied patientId={patientId} title={TITLE} what="Diagnoses" tab="diagnoses" />
    );

  return (
    <Stack gap="lg" maw={760}>
      <PatientBackLink patientId={patientId} tab="diagnoses" />
      <PageHeader
        title={TITLE}
        description={
          patient.data
            ? `What you found for ${patientName(patient.data)}: a code from the ICD-10 list, or your own words.`
            : 'What you found: a code from the ICD-10 list, or your own words.'
        }
      />
      <DiagnosisFormReferences>
        {({ members, today }) => (
          <DiagnosisForm
            patientId={patientId}
            initialValues={newDiagnosisValues(
              today,
              members.find((member) => member.userId === currentUser?.user.id)?.userId,
            )}
            members={members}
            today={today}
            submitLabel="Save diagnosis"
            onSave={async (input) => ({
              id: (await create.mutateAsync(input)).id,
              message: 'Diagnosis saved',
            })}
          />
        )}
      </DiagnosisFormReferences>
    </Stack>
  );
}
