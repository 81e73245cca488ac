import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { practitionersOf } from '../../../domain/team.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { patientRecordQuery, useCreateAppointment } from './appointment-api';
import { AppointmentForm } from './form/AppointmentForm';
import { createInputOf, newAppointmentValues } from './form/appointment-form';
import { BookingFormSkeleton, BookingReferences } from './form/BookingReferences';
import { patientName } from '../../components/forms/PatientSearchField';
import { parseSelectedPatientId } from './selected-patient';
import { parseSelectedSlot } from './selected-slot';
import { locationOfParam } from './locations/location-filter';

/**
 * /dashboard/add-appointment?date=<ISO>&therapistId=<uuid>&patientId=<uuid>&locationId=<uuid>:
 * the slot picked on the calendar, its practitioner, the location the calendar is filtered to
 * and the patient whose page it was opened from are filled in (an unknown patient is left out).
 * Without a practitioner the signed-in member is chosen if they take appointments, else nobody.
 * `outsideHours=confirmed`: the calendar already asked about booking outside opening hours, so
 * the same date and start are not asked about again; `outsideWorkingHours=confirmed` likewise
 * for the practitioner's working time, with the same practitioner.
 */
export function AddAppointmentPage() {
  const [searchParams] = useSearchParams();
  const slotParam = searchParams.get('date');
  const slot = parseSelectedSlot(slotParam);
  const therapistParam = searchParams.get('therapistId');
  const locationParam = locationOfParam(searchParams.get('locationId'), undefined);
  const confirmedOutsideHours = searchParams.get('outsideHours') === 'confirmed';
  const confirmedOutsideWorking = searchParams.get('outsideWorkingHours') === 'confirmed';
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
            const practitioners = practitionersOf(members);
            const therapistId =
              [therapistParam, currentUser?.user.id].find((id) =>
                practitioners.some((member) => member.userId === id),
              ) ?? null;
            const initialValues = {
              ...newAppointmentValues(slot, zone, therapistId),
              patientId: initialPatient?.id ?? null,
              locationId: locationParam,
            };
            return (
              <AppointmentForm
                key={`${slotParam} ${therapistParam} ${initialPatient?.id}`}
                mode="add"
                initialValues={initialValues}
                initialPatient={initialPatient}
                settings={settings}
                services={services}
                members={members}
                onSave={async (values, options) => {
                  const input = createInputOf(values, zone);
                  const confirmOutsideOpeningHours =
                    options.confirmOutsideOpeningHours ||
                    (confirmedOutsideHours &&
                      values.date === initialValues.date &&
                      values.startTime === initialValues.startTime);
                  const confirmOutsideWorkingHours =
                    options.confirmOutsideWorkingHours ||
                    (confirmedOutsideWorking &&
                      values.date === initialValues.date &&
                      values.startTime === initialValues.startTime &&
                      values.therapistId === initialValues.therapistId);
                  const written = await create.mutateAsync({
                    ...input,
                    ...(confirmOutsideOpeningHours && { confirmOutsideOpeningHours }),
                    ...(confirmOutsideWorkingHours && { confirmOutsideWorkingHours }),
                  });
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
