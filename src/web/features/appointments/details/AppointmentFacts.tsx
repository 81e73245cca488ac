import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppointmentDetails } from '../../../../domain/appointments.js';
import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { SectionCard } from '../../../components/page/SectionCard';
import { patientPlansQuery } from '../appointment-api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The plan the visit counts towards, named from the patient's plans (clinical data). */
function TreatmentPlanFact({ patientId, planId }: { patientId: string; planId: string }) {
  const plan = useQuery({
    ...patientPlansQuery(patientId),
    select: (plans) => plans.find((candidate) => candidate.id === planId),
  });
  return (
    <Fact label="Treatment plan">
      {plan.data ? (
        <Anchor component={Link} to={`/dashboard/patients/${patientId}/therapies/${planId}`}>
          {plan.data.title}
        </Anchor>
      ) : plan.isPending ? (
        '…'
      ) : (
        <Anchor component={Link} to={`/dashboard/patients/${patientId}/therapies/${planId}`}>
          {plan.isError
            ? "Couldn't load the treatment plan's name: open it"
            : 'Open the treatment plan'}
        </Anchor>
      )}
    </Fact>
  );
}

/** Who, with whom, what and where; blocked time has no patient. */
export function AppointmentFacts({ appointment }: { appointment: AppointmentDetails }) {
  const { patient, service, room, series, treatmentPlanId } = appointment;
  const clinical = can(useSignedInUser()?.membership?.role, 'clinical.read');
  return (
    <SectionCard title="Details">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
        {patient ? (
          <Fact label="Patient">
            <Anchor component={Link} to={`/dashboard/patients/${patient.id}`}>
              {patient.firstName} {patient.lastName}
            </Anchor>
            {patient.phone && (
              <Text component="span" display="block" size="sm">
                {patient.phone}
              </Text>
            )}
            {patient.email && (
              <Text component="span" display="block" size="sm">
                {patient.email}
              </Text>
            )}
          </Fact>
        ) : (
          <Fact label="Blocked time">No patient: the therapist is not bookable then.</Fact>
        )}
        <Fact label="Therapist">{appointment.therapistName || 'Former team member'}</Fact>
        <Fact label="Service">
          {service ? `${service.name} (${service.durationMinutes} min)` : 'None'}
        </Fact>
        <Fact label="Room">{room?.name ?? 'None'}</Fact>
        {series && (
          <Fact label="Series">
            {series.position} of {series.total}
          </Fact>
        )}
        {patient && clinical && treatmentPlanId && (
          <TreatmentPlanFact patientId={patient.id} planId={treatmentPlanId} />
        )}
        {patient && clinical && !treatmentPlanId && (
          <Fact label="Treatment plan">
            None
            {/* A completed visit has no Edit button, yet can still count towards a plan. */}
            {appointment.status === 'completed' && (
              <Anchor
                component={Link}
                to={`/dashboard/edit-appointment/${appointment.id}`}
                display="block"
                size="sm"
              >
                Link to a treatment plan
              </Anchor>
            )}
          </Fact>
        )}
      </SimpleGrid>
    </SectionCard>
  );
}
