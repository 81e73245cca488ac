import { Stack } from '@mantine/core';
import { useLoaderData, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/PageHeader';
import { ClinicalAccessDenied } from './ClinicalAccessDenied';
import { useClinicalAccess } from './therapies/clinical-access';
import { PatientBackLink } from './PatientBackLink';
import { PlanForm } from './therapies/PlanForm';
import { newPlanValues } from './therapies/plan-form';
import type { newTherapyLoader } from './therapies/therapy-loaders';
import { useCreateTreatmentPlan } from './therapy-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** patients/{id}/therapies/new?diagnosisId=…: a treatment plan, linked to a diagnosis if given. */
export function NewTherapyPage() {
  const { patientId } = useLoaderData<typeof newTherapyLoader>();
  const [searchParams] = useSearchParams();
  const access = useClinicalAccess();
  const create = useCreateTreatmentPlan(patientId);
  const diagnosisParam = searchParams.get('diagnosisId');
  const diagnosisId = diagnosisParam && UUID.test(diagnosisParam) ? diagnosisParam : null;

  if (!access.canManage)
    return (
      <ClinicalAccessDenied
        patientId={patientId}
        title="New treatment plan"
        what="Treatment plans"
        tab="plans"
      />
    );

  return (
    <Stack gap="lg" maw={860}>
      <PatientBackLink patientId={patientId} tab="plans" />
      <PageHeader
        title="New treatment plan"
        description="Set the treatment plan's goals, interventions and sessions."
      />
      <PlanForm
        key={diagnosisId}
        mode="new"
        patientId={patientId}
        initialValues={newPlanValues(diagnosisId)}
        cancelTo={`/dashboard/patients/${patientId}?tab=plans`}
        onSave={(input) => create.mutateAsync(input)}
      />
    </Stack>
  );
}
