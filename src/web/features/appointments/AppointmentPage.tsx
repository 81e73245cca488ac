import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { PendingMessage } from '../../components/page/PendingMessage';
import { SectionCard } from '../../components/page/SectionCard';
import { errorMessage } from '../../lib/server-errors';
import { appointmentQuery } from './appointment-api';
import { foreignZone, formatLongDate, formatTimeRange, isFinalStatus } from './appointment-display';
import { browserTimeZone } from './calendar/clinic-time';
import { AppointmentFacts } from './details/AppointmentFacts';
import { AppointmentHistory } from './details/AppointmentHistory';
import { StatusActions } from './details/StatusActions';
import { VisitMessages } from './details/VisitMessages';
import { VisitNoteCard } from './details/VisitNoteCard';
import type { appointmentLoader } from './loaders';
import { AppointmentStatusBadge } from '../../components/AppointmentStatusBadge';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';

const backLink = (
  <Anchor component={Link} to="/dashboard" size="sm">
    <Group gap="xs" component="span">
      <IconArrowLeft size={16} aria-hidden />
      Back to the calendar
    </Group>
  </Anchor>
);

/** /dashboard/appointment/{id}: one visit or blocked time, its status changes and its history. */
export function AppointmentPage() {
  const { appointmentId } = useLoaderData<typeof appointmentLoader>();
  const query = useQuery(appointmentQuery(appointmentId));
  const settings = useQuery({ ...clinicSettingsQuery, select: (settings) => settings.timeZone });
  // Without the clinic's settings the browser's zone is the best guess.
  const zone = settings.data ?? (settings.isError ? browserTimeZone() : null);
  const appointment = query.data;

  // The loader has it in the cache; a later refetch may still fail.
  if (!appointment) {
    return (
      <Stack gap="lg">
        {backLink}
        <PageHeader title="Appointment" />
        <LoadError
          title="We couldn't load this appointment."
          message={query.error ? errorMessage(query.error) : undefined}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }

  const name = appointment.patient
    ? `${appointment.patient.firstName} ${appointment.patient.lastName}`
    : appointment.title;
  const otherZone = zone && foreignZone(zone);

  return (
    <Stack gap="lg" maw={960}>
      {backLink}
      <PageHeader
        title={name}
        actions={
          !isFinalStatus(appointment.status) && (
            <Button
              component={Link}
              to={`/dashboard/edit-appointment/${appointment.id}`}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )
        }
      />
      {zone ? (
        <Group gap="sm" wrap="wrap">
          <AppointmentStatusBadge status={appointment.status} />
          {appointment.confirmedByPatientAt && (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
            >
              Confirmed by patient
            </Badge>
          )}
          <Text fw={600}>
            {formatLongDate(appointment.start, zone)} ·{' '}
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {formatTimeRange(appointment.start, appointment.end, zone)}
            </Text>
          </Text>
          {otherZone && (
            <Text size="sm" c="dimmed">
              Clinic time ({otherZone})
            </Text>
          )}
        </Group>
      ) : (
        <PendingMessage>Loading the clinic's time zone…</PendingMessage>
      )}
      {query.isError && (
        <LoadError
          title="This may be out of date: we couldn't reload it."
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      <StatusActions appointment={appointment} />
      {appointment.status === 'cancelled' && appointment.cancelReason && (
        <Alert color="gray" variant="light" title="Reason for cancelling">
          {appointment.cancelReason}
        </Alert>
      )}
      <VisitNoteCard appointment={appointment} zone={zone ?? browserTimeZone()} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AppointmentFacts appointment={appointment} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard
            title="Booking notes"
            description="Written when booking, for the whole team. Clinical findings go in the visit note."
          >
            {appointment.notes ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{appointment.notes}</Text>
            ) : (
              <Text c="dimmed">No booking notes.</Text>
            )}
          </SectionCard>
        </Grid.Col>
      </Grid>
      {appointment.patient && <VisitMessages appointmentId={appointment.id} />}
      {zone && <AppointmentHistory appointment={appointment} zone={zone} />}
    </Stack>
  );
}
