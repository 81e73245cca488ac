import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { AppointmentDetails } from '../../../domain/appointments.js';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { appointmentQuery, useUpdateAppointment } from './appointment-api';
import { AppointmentForm } from './form/AppointmentForm';
import { editAppointmentValues, updateInputOf } from './form/appointment-form';
import { BookingFormSkeleton, BookingReferences } from './form/BookingReferences';
import { patientName } from '../../components/forms/PatientSearchField';
import type { editAppointmentLoader } from './loaders';

const closedReasons: Partial<Record<AppointmentDetails['status'], string>> = {
  completed: 'This appointment is completed, so it can no longer be changed.',
  cancelled: 'This appointment was cancelled, so it can no longer be changed.',
  no_show: 'The patient did not come to this appointment, so it can no longer be changed.',
};

/** /dashboard/edit-appointment/{id}: the booking form filled in from the appointment. */
export function EditAppointmentPage() {
  const { appointmentId } = useLoaderData<typeof editAppointmentLoader>();
  const appointment = useQuery(appointmentQuery(appointmentId));
  const update = useUpdateAppointment();
  const clinical = can(useSignedInUser()?.membership?.role, 'clinical.read');

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="Edit appointment"
        description="Change the time, therapist, service, room or notes of this booking."
      />
      {/* A failed background refresh keeps the form and what was typed into it. */}
      {appointment.isError && !appointment.data ? (
        <LoadError
          title="We couldn't load this appointment."
          message={errorMessage(appointment.error)}
          onRetry={() => void appointment.refetch()}
        />
      ) : !appointment.data ? (
        <BookingFormSkeleton label="Loading the appointment" />
      ) : (
        <BookingReferences>
          {({ settings, services, members }) => {
            const details = appointment.data;
            const zone = settings.timeZone;
            const initialValues = editAppointmentValues(details, zone);
            const planEditable = details.status === 'completed' && clinical && !!details.patient;
            const readOnlyReason = closedReasons[details.status] ?? null;
            return (
              <Stack gap="md">
                {readOnlyReason && (
                  <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
                    {readOnlyReason}
                    {planEditable && ' Only the treatment plan it counts towards can still change.'}
                  </Alert>
                )}
                <AppointmentForm
                  key={details.id}
                  mode="edit"
                  initialValues={initialValues}
                  initialPatient={
                    details.patient
                      ? { id: details.patient.id, name: patientName(details.patient) }
                      : null
                  }
                  settings={settings}
                  services={services}
                  members={members}
                  series={details.series}
                  readOnlyReason={readOnlyReason}
                  planEditableWhenReadOnly={planEditable}
                  onSave={async (
                    values,
                    { confirmOutsideOpeningHours, confirmOutsideWorkingHours, scope },
                  ) => {
                    const changes = updateInputOf(values, initialValues, zone);
                    if (details.series) changes.scope = scope;
                    if (confirmOutsideOpeningHours) changes.confirmOutsideOpeningHours = true;
                    if (confirmOutsideWorkingHours) changes.confirmOutsideWorkingHours = true;
                    const written = await update.mutateAsync({ id: details.id, changes });
                    const count = written.appointments.length;
                    return {
                      id: details.id,
                      message: count > 1 ? `${count} appointments changed` : 'Changes saved',
                    };
                  }}
                />
              </Stack>
            );
          }}
        </BookingReferences>
      )}
    </Stack>
  );
}
