import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can } from '../../../../domain/permissions.js';
import { sessionsLabel, type TreatmentPlanSummary } from '../../../../domain/treatment-plans.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { diagnosisTitle } from './DiagnosesTab';
import { EmptyState } from './EmptyState';
import { patientDiagnosesQuery, patientPlansQuery } from '../patient-api';
import { formatDay, planStatusColors, planStatusLabels } from './record-display';
import { RecordList, RecordRow } from './RecordRow';

/** The patient's treatment plans with their progress in sessions and their dates. */
export function PlansTab({ patientId }: { patientId: string }) {
  const query = useQuery(patientPlansQuery(patientId));
  const manages = can(useSignedInUser()?.membership?.role, 'clinical.manage');
  const newButton = manages && (
    <Button
      component={Link}
      to={`/dashboard/patients/${patientId}/therapies/new`}
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
    >
      New treatment plan
    </Button>
  );
  return (
    <SectionCard title="Treatment plans" aside={query.data?.length ? newButton : undefined}>
      <QueryContent
        query={query}
        loadingLabel="Loading treatment plans"
        errorTitle="We couldn't load the treatment plans."
        empty={<EmptyState message="No treatment plans yet." action={newButton} />}
      >
        {(plans) => <PlanList patientId={patientId} plans={plans} />}
      </QueryContent>
    </SectionCard>
  );
}

const datesLine = (plan: TreatmentPlanSummary) =>
  plan.endsOn
    ? `${formatDay(plan.startsOn)} – ${formatDay(plan.endsOn)}`
    : `From ${formatDay(plan.startsOn)}`;

export function PlanList({
  patientId,
  plans,
}: {
  patientId: string;
  plans: TreatmentPlanSummary[];
}) {
  // The linked diagnosis is named from the diagnoses list (the plan carries its id only).
  const diagnoses = useQuery(patientDiagnosesQuery(patientId));
  const diagnosisOf = (id: string | null) =>
    id ? diagnoses.data?.find((diagnosis) => diagnosis.id === id) : undefined;
  return (
    <RecordList label="Treatment plans">
      {plans.map((plan) => {
        const diagnosis = diagnosisOf(plan.diagnosisId);
        return (
          <RecordRow
            key={plan.id}
            to={`/dashboard/patients/${patientId}/therapies/${plan.id}`}
            title={plan.title}
            details={[
              diagnosis && `For ${diagnosisTitle(diagnosis)}`,
              `${sessionsLabel(plan)} · ${datesLine(plan)}`,
            ]}
            aside={
              <Badge color={planStatusColors[plan.status]} variant="light">
                {planStatusLabels[plan.status]}
              </Badge>
            }
          />
        );
      })}
    </RecordList>
  );
}
