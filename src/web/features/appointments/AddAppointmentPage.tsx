import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { patientRecordQuery, useCreateAppointment } from './appointment-api';
import { AppointmentForm } from './form/AppointmentForm';
import { createInputOf, newAppointmentValues } from './form/appointment-form';
import { BookingFormSkeleton, BookingReferences } from './form/BookingReferences';
import { patientName } from '../../components/forms/PatientSearchField';
import { parseSelectedPatientId } from './selected-patient';
import { parseSelectedSlot } from './selected-slot';

/**
 * /dashboard/add-appointment?date=<ISO>&patientId=<uuid>: the slot picked on the calendar and
 * the patient whose page it was opened from are filled in (an unknown patient is left out).
 */
export function AddAppointmentPage() {
  const [searchParams] = useSearchParams();
  const slotParam = searchParams.get('date');
  const slot = parseSelectedSlot(slotParam);
  const patientId = parseSelectedPatientId(searchParams.get('patientId'));
  const selectedPatient = useQuery({
    ...patientRecordQuery(patientId ?? ''),
    enabled: patientId !== null,
    retry: false,
  });
  const initialPatient = selectedPatient.data
    ? { id: selectedPatient.data.id, name: patientName(selectedPatient.data) }
    : null;
  const currentUser = useSignedInUser();
  const create = useCreateAppointment();

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="New appointment"
        description="Book a patient in with a therapist, or block time for a meeting or a break."
      />
      {patientId && selectedPatient.isPending ? (
        <BookingFormSkeleton label="Loading the booking form" />
      ) : (
        <BookingReferences>
          {({ settings, services, members }) => {
            const zone = settings.timeZone;
            const me = members.find(
              (member) => member.userId === currentUser?.user.id && member.status === 'active',
            );
            return (
              <AppointmentForm
                key={`${slotParam} ${initialPatient?.id}`}
                mode="add"
                initialValues={{
                  ...newAppointmentValues(slot, zone, me?.userId ?? null),
                  patientId: initialPatient?.id ?? null,
                }}
                initialPatient={initialPatient}
                settings={settings}
                services={services}
                members={members}
                onSave={async (values, { confirmOutsideOpeningHours }) => {
                  const input = createInputOf(values, zone);
                  const written = await create.mutateAsync(
                    confirmOutsideOpeningHours ? { ...input, confirmOutsideOpeningHours } : input,
                  );
                  const count = written.appointments.length;
                  return {
                    id: written.appointment.id,
                    message:
                      count > 1
                        ? `${count} appointments booked`
                        : values.kind === 'blocked'
                          ? 'Time blocked'
                          : 'Appointment booked',
                  };
                }}
              />
            );
          }}
        </BookingReferences>
      )}
    </Stack>
  );
}
