import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionCard } from '../../components/page/SectionCard';
import { errorMessage } from '../../lib/server-errors';
import { ClinicalAccessDenied } from './ClinicalAccessDenied';
import { isForbidden, useClinicalAccess } from './therapies/clinical-access';
import { GoalsTable } from './therapies/GoalsTable';
import { InterventionsTable } from './therapies/InterventionsTable';
import { LinkedSessions } from './therapies/LinkedSessions';
import { PatientBackLink } from './PatientBackLink';
import { PlanFacts } from './therapies/PlanFacts';
import { formatPlanDate } from './therapies/plan-display';
import { PlanStatusBadge } from './therapies/PlanStatusBadge';
import { ProgressSection } from './therapies/ProgressSection';
import type { therapyLoader } from './therapies/therapy-loaders';
import { treatmentPlanQuery } from './therapy-api';

/** patients/{id}/therapies/{treatmentPlanId}: the plan, its sessions, and the patient's progress. */
export function TherapyPage() {
  const { patientId, treatmentPlanId } = useLoaderData<typeof therapyLoader>();
  const access = useClinicalAccess();
  const query = useQuery({
    ...treatmentPlanQuery(patientId, treatmentPlanId),
    enabled: access.canRead,
  });
  const plan = query.data;

  if (!access.canRead || isForbidden(query.error))
    return (
      <ClinicalAccessDenied
        patientId={patientId}
        title="Treatment plan"
        what="Treatment plans"
        tab="plans"
      />
    );

  if (!plan) {
    return (
      <Stack gap="lg" maw={1100}>
        <PatientBackLink patientId={patientId} tab="plans" />
        <PageHeader title="Treatment plan" />
        {query.isError ? (
          <LoadError
            title="We couldn't load this treatment plan."
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="md" aria-label="Loading the treatment plan" aria-busy>
            <Skeleton height={120} />
            <Skeleton height={200} />
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <PatientBackLink patientId={patientId} tab="plans" />
      <PageHeader
        title={plan.title}
        actions={
          access.canManage && (
            <Button
              component={Link}
              to={`/dashboard/patients/${patientId}/therapies/${plan.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )
        }
      />
      <Group gap="sm">
        <PlanStatusBadge status={plan.status} />
        <Text size="sm" c="dimmed">
          {plan.endsOn
            ? `${formatPlanDate(plan.startsOn)} – ${formatPlanDate(plan.endsOn)}`
            : `From ${formatPlanDate(plan.startsOn)}`}
        </Text>
      </Group>
      {query.isError && (
        <LoadError
          title="This may be out of date: we couldn't reload it."
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      <PlanFacts plan={plan} />
      <GoalsTable goals={plan.goals} />
      <InterventionsTable interventions={plan.interventions} />
      <ProgressSection plan={plan} canManage={access.canManage} />
      <LinkedSessions appointments={plan.appointments} />
      {plan.notes && (
        <SectionCard title="Notes">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{plan.notes}</Text>
        </SectionCard>
      )}
    </Stack>
  );
}
