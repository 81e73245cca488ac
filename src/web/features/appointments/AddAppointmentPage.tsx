import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { useCreateAppointment } from './appointment-api';
import { AppointmentForm } from './form/AppointmentForm';
import { createInputOf, newAppointmentValues } from './form/appointment-form';
import { BookingReferences } from './form/BookingReferences';
import { parseSelectedSlot } from './selected-slot';

/** /dashboard/add-appointment?date=<ISO>: the slot picked on the calendar is filled in. */
export function AddAppointmentPage() {
  const [searchParams] = useSearchParams();
  const slotParam = searchParams.get('date');
  const slot = parseSelectedSlot(slotParam);
  const currentUser = useSignedInUser();
  const create = useCreateAppointment();

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="New appointment"
        description="Book a patient in with a therapist, or block time for a meeting or a break."
      />
      <BookingReferences>
        {({ settings, services, members }) => {
          const zone = settings.timeZone;
          const me = members.find(
            (member) => member.userId === currentUser?.user.id && member.status === 'active',
          );
          return (
            <AppointmentForm
              key={slotParam}
              mode="add"
              initialValues={newAppointmentValues(slot, zone, me?.userId ?? null)}
              initialPatient={null}
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
    </Stack>
  );
}
