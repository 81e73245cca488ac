import { Stack } from '@mantine/core';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { blankPatient, patientInputOf } from './form/patient-form-values';
import { PatientForm } from './form/PatientForm';
import { PatientFormSkeleton } from './form/PatientFormSkeleton';
import { useCreatePatient } from './patient-form-api';
import { useTeamMembers } from '../../lib/queries/team-members';

/** /dashboard/add-patient: a new patient record. */
export function AddPatientPage() {
  const role = useSignedInUser()?.membership?.role;
  const withClinical = can(role, 'clinical.manage');
  const members = useTeamMembers();
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
