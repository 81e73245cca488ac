import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { ClinicalAccessDenied } from './ClinicalAccessDenied';
import { isForbidden, useClinicalAccess } from './therapies/clinical-access';
import { PatientBackLink } from './PatientBackLink';
import { PlanForm } from './therapies/PlanForm';
import { editPlanValues } from './therapies/plan-form';
import type { editTherapyLoader } from './therapies/therapy-loaders';
import { treatmentPlanQuery, useUpdateTreatmentPlan } from './therapy-api';

/** patients/{id}/therapies/{treatmentPlanId}/edit: the plan's form, filled in. */
export function EditTherapyPage() {
  const { patientId, treatmentPlanId } = useLoaderData<typeof editTherapyLoader>();
  const access = useClinicalAccess();
  const plan = useQuery({
    ...treatmentPlanQuery(patientId, treatmentPlanId),
    enabled: access.canManage,
  });
  const update = useUpdateTreatmentPlan(patientId, treatmentPlanId);

  if (!access.canManage || isForbidden(plan.error))
    return (
      <ClinicalAccessDenied
        patientId={patientId}
        title="Edit treatment plan"
        what="Treatment plans"
        tab="plans"
      />
    );

  const viewPath = `/dashboard/patients/${patientId}/therapies/${treatmentPlanId}`;
  return (
    <Stack gap="lg" maw={860}>
      <PatientBackLink patientId={patientId} tab="plans" />
      <PageHeader
        title="Edit treatment plan"
        description="Change the treatment plan's goals, interventions, sessions, dates or status."
      />
      {/* A failed background refresh keeps the form and what was typed into it. */}
      {plan.data ? (
        <PlanForm
          key={plan.data.id}
          mode="edit"
          patientId={patientId}
          initialValues={editPlanValues(plan.data)}
          plan={plan.data}
          cancelTo={viewPath}
          onSave={(input) => update.mutateAsync(input)}
        />
      ) : plan.isError ? (
        <LoadError
          title="We couldn't load this treatment plan."
          message={errorMessage(plan.error)}
          onRetry={() => void plan.refetch()}
        />
      ) : (
        <Stack gap="md" aria-label="Loading the treatment plan" aria-busy>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={160} />
        </Stack>
      )}
    </Stack>
  );
}
