import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { diagnosisLabel, formatPlanDate } from './plan-display';
import { SessionsDone } from './SessionsDone';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** The plan at a glance: diagnosis, dates, frequency and sessions done. */
export function PlanFacts({ plan }: { plan: TreatmentPlan }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Fact label="Linked diagnosis">
            {plan.diagnosis ? (
              <Anchor
                component={Link}
                to={`/dashboard/patients/${plan.patientId}/diagnoses/${plan.diagnosis.id}`}
              >
                {diagnosisLabel(plan.diagnosis)}
              </Anchor>
            ) : (
              <Text c="dimmed">None</Text>
            )}
          </Fact>
          <Fact label="Start">
            <Text>{formatPlanDate(plan.startsOn)}</Text>
          </Fact>
          <Fact label="End">
            <Text c={plan.endsOn ? undefined : 'dimmed'}>
              {plan.endsOn ? formatPlanDate(plan.endsOn) : 'Open'}
            </Text>
          </Fact>
          <Fact label="Frequency">
            <Text c={plan.frequency ? undefined : 'dimmed'}>{plan.frequency || 'Not set'}</Text>
          </Fact>
        </SimpleGrid>
        <SessionsDone done={plan.sessionsDone} planned={plan.plannedSessions} />
      </Stack>
    </Card>
  );
}
