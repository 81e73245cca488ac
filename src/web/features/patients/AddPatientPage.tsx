import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { blankPatient, patientInputOf } from './form/patient-form-values';
import { PatientForm } from './form/PatientForm';
import { PatientFormSkeleton } from './form/PatientFormSkeleton';
import { teamMembersQuery } from './patient-api';
import { useCreatePatient } from './patient-form-api';

/** /dashboard/add-patient: a new patient record. */
export function AddPatientPage() {
  const role = useSignedInUser()?.membership?.role;
  const withClinical = can(role, 'clinical.manage');
  const members = useQuery(teamMembersQuery);
  const create = useCreatePatient();

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Add patient"
        description="Only the name is required; the rest can be filled in at the first visit."
      />
      {members.isPending ? (
        <PatientFormSkeleton label="Loading the form" />
      ) : (
        <PatientForm
          mode="add"
          initialValues={blankPatient}
          members={members.data}
          withClinical={withClinical}
          cancelTo="/dashboard/all-patients"
          onSave={async (values, confirmDuplicate) =>
            (await create.mutateAsync(patientInputOf(values, withClinical, confirmDuplicate)))
              .patient
          }
        />
      )}
    </Stack>
  );
}
