import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sessionsLabel, type TreatmentPlanSummary } from '../../../../domain/treatment-plans.js';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { patientPlansQuery } from '../patient-api';
import { planStatusColors, planStatusLabels } from '../therapies/plan-display';
import { formatDay } from './diagnosis-display';

function planSummary(plan: TreatmentPlanSummary): string {
  const dates = plan.endsOn
    ? `${formatDay(plan.startsOn)} – ${formatDay(plan.endsOn)}`
    : `From ${formatDay(plan.startsOn)}`;
  return `${dates} · ${sessionsLabel(plan)}`;
}

interface LinkedPlansProps {
  patientId: string;
  diagnosisId: string;
  canManage: boolean;
}

/** The patient's treatment plans that name this diagnosis, and a way to start one. */
export function LinkedPlans({ patientId, diagnosisId, canManage }: LinkedPlansProps) {
  const plans = useQuery({
    ...patientPlansQuery(patientId),
    select: (all) => all.filter((plan) => plan.diagnosisId === diagnosisId),
  });
  return (
    <SectionCard title="Treatment plans" description="Treatment plans for this diagnosis.">
      <QueryContent
        query={plans}
        loadingLabel="Loading the treatment plans"
        errorTitle="We couldn't load the treatment plans."
        empty={<Text c="dimmed">No treatment plan for this diagnosis yet.</Text>}
      >
        {(linked) => (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {linked.map((plan) => (
              <Stack key={plan.id} gap={0} component="li">
                <Group gap="sm" wrap="wrap">
                  <Anchor
                    component={Link}
                    to={`/dashboard/patients/${patientId}/therapies/${plan.id}`}
                    fw={600}
                  >
                    {plan.title}
                  </Anchor>
                  <Badge color={planStatusColors[plan.status]} variant="light">
                    {planStatusLabels[plan.status]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {planSummary(plan)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryContent>
      {canManage && (
        <Group>
          <Button
            component={Link}
            to={`/dashboard/patients/${patientId}/therapies/new?diagnosisId=${diagnosisId}`}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New treatment plan
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
