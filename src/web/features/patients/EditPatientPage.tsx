import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { formValuesOf, patientInputOf } from './form/patient-form-values';
import { PatientForm } from './form/PatientForm';
import { PatientFormSkeleton } from './form/PatientFormSkeleton';
import type { editPatientLoader } from './loaders';
import { patientName, patientQuery } from './patient-api';
import { useUpdatePatient } from './patient-form-api';
import { useTeamMembers } from '../../lib/queries/team-members';

/** /dashboard/patients/{id}/edit: the patient form filled in from the record. */
export function EditPatientPage() {
  const { patientId } = useLoaderData<typeof editPatientLoader>();
  const role = useSignedInUser()?.membership?.role;
  const withClinical = can(role, 'clinical.manage');
  const patient = useQuery(patientQuery(patientId));
  const members = useTeamMembers();
  const update = useUpdatePatient(patientId);

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Edit patient"
        description={patient.data ? patientName(patient.data) : undefined}
      />
      {/* A failed background refresh keeps the form and what was typed into it. */}
      {patient.isError && !patient.data ? (
        <LoadError
          title="We couldn't load this patient."
          message={errorMessage(patient.error)}
          onRetry={() => void patient.refetch()}
        />
      ) : !patient.data || members.isPending ? (
        <PatientFormSkeleton label="Loading the patient" />
      ) : (
        <PatientForm
          key={patient.data.id}
          mode="edit"
          initialValues={formValuesOf(patient.data)}
          members={members.data}
          withClinical={withClinical}
          smsOptedOut={patient.data.smsOptedOut}
          cancelTo={`/dashboard/patients/${patientId}`}
          onSave={async (values, confirmDuplicate) =>
            (await update.mutateAsync(patientInputOf(values, withClinical, confirmDuplicate)))
              .patient
          }
        />
      )}
    </Stack>
  );
}
