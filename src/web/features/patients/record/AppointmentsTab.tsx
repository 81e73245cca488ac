import { Button, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { PendingMessage } from '../../../components/page/PendingMessage';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { AppointmentStatusBadge } from '../../../components/AppointmentStatusBadge';
import { EmptyState } from './EmptyState';
import { patientAppointmentsQuery } from '../patient-api';
import { formatSlot } from './record-display';
import { RecordList, RecordRow } from './RecordRow';
import { useClinicZone } from '../use-clinic-zone';
import { useTeamMembers } from '../../../lib/queries/team-members';

const bookButton = (patientId: string) => (
  <Button
    component={Link}
    to={`/dashboard/add-appointment?patientId=${patientId}`}
    variant="light"
    size="xs"
    leftSection={<IconCalendarPlus size={14} aria-hidden />}
  >
    Book appointment
  </Button>
);

/** The patient's upcoming and past visits, on the clinic's clock. */
export function AppointmentsTab({ patientId }: { patientId: string }) {
  const query = useQuery(patientAppointmentsQuery(patientId));
  const zone = useClinicZone();
  return (
    <QueryContent
      query={query}
      loadingLabel="Loading appointments"
      errorTitle="We couldn't load this patient's appointments."
    >
      {({ upcoming, past }) =>
        zone ? (
          <Stack gap="lg">
            <SectionCard title="Upcoming">
              {upcoming.length === 0 ? (
                <EmptyState message="No upcoming appointments." action={bookButton(patientId)} />
              ) : (
                <AppointmentList label="Upcoming appointments" items={upcoming} zone={zone} />
              )}
            </SectionCard>
            <SectionCard title="Past">
              {past.length === 0 ? (
                <EmptyState message="No past appointments yet." />
              ) : (
                <AppointmentList label="Past appointments" items={past} zone={zone} />
              )}
            </SectionCard>
          </Stack>
        ) : (
          <PendingMessage>Loading the clinic's time zone…</PendingMessage>
        )
      }
    </QueryContent>
  );
}

interface AppointmentListProps {
  label: string;
  items: CalendarAppointment[];
  zone: string;
}

export function AppointmentList({ label, items, zone }: AppointmentListProps) {
  const members = useTeamMembers();
  const therapistName = (userId: string) => {
    const member = members.data?.find((candidate) => candidate.userId === userId);
    return member ? `${member.name} ${member.lastName}` : null;
  };
  return (
    <RecordList label={label}>
      {items.map((appointment) => {
        const therapist = therapistName(appointment.therapistId);
        return (
          <RecordRow
            key={appointment.id}
            to={`/dashboard/appointment/${appointment.id}`}
            title={formatSlot(appointment.start, zone)}
            details={[
              [appointment.serviceName ?? 'Appointment', therapist && `with ${therapist}`]
                .filter(Boolean)
                .join(' · '),
            ]}
            aside={<AppointmentStatusBadge status={appointment.status} />}
          />
        );
      })}
    </RecordList>
  );
}
