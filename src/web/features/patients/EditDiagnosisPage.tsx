import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { ClinicalAccessDenied } from './ClinicalAccessDenied';
import { diagnosisQuery, useUpdateDiagnosis } from './diagnoses/diagnosis-api';
import { editDiagnosisValues } from './diagnoses/diagnosis-form';
import type { editDiagnosisLoader } from './diagnoses/diagnosis-loaders';
import { DiagnosisForm } from './diagnoses/DiagnosisForm';
import {
  DiagnosisFormReferences,
  DiagnosisFormSkeleton,
} from './diagnoses/DiagnosisFormReferences';
import { PatientBackLink } from './PatientBackLink';

const TITLE = 'Edit diagnosis';

/** /dashboard/patients/{id}/diagnoses/{diagnosisId}/edit: the form filled in from the diagnosis. */
export function EditDiagnosisPage() {
  const { patientId, diagnosisId, forbidden } = useLoaderData<typeof editDiagnosisLoader>();
  const diagnosis = useQuery({ ...diagnosisQuery(patientId, diagnosisId), enabled: !forbidden });
  const update = useUpdateDiagnosis(patientId, diagnosisId);

  if (forbidden)
    return (
      <ClinicalAccessDenied patientId={patientId} title={TITLE} what="Diagnoses" tab="diagnoses" />
    );

  return (
    <Stack gap="lg" maw={760}>
      <PatientBackLink patientId={patientId} tab="diagnoses" />
      <PageHeader
        title={TITLE}
        description="Correct or complete this diagnosis, or mark it resolved. Diagnoses are never deleted."
      />
      {/* A failed background refresh keeps the form and what was typed into it. */}
      {diagnosis.isError && !diagnosis.data ? (
        <LoadError
          title="We couldn't load this diagnosis."
          message={errorMessage(diagnosis.error)}
          onRetry={() => void diagnosis.refetch()}
        />
      ) : !diagnosis.data ? (
        <DiagnosisFormSkeleton label="Loading the diagnosis" />
      ) : (
        <DiagnosisFormReferences>
          {({ members, today }) => (
            <DiagnosisForm
              key={diagnosis.data.id}
              patientId={patientId}
              initialValues={editDiagnosisValues(diagnosis.data)}
              diagnosedByName={diagnosis.data.diagnosedByName}
              members={members}
              today={today}
              submitLabel="Save changes"
              onSave={async (input) => ({
                id: (await update.mutateAsync(input)).id,
                message: 'Changes saved',
              })}
            />
          )}
        </DiagnosisFormReferences>
      )}
    </Stack>
  );
}
