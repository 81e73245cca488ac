import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Fieldset,
  Flex,
  Grid,
  Group,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { SeriesScope } from '../../../../domain/appointments.js';
import type { ClinicSettings } from '../../../../domain/clinic-settings.js';
import { can } from '../../../../domain/permissions.js';
import type { Service } from '../../../../domain/services.js';
import { practitionersOf, type TeamMember } from '../../../../domain/team.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { FormError } from '../../../components/feedback/FormError';
import {
  addMinutes,
  appointmentFormSchema,
  minutesBetween,
  type AppointmentFormValues,
} from './appointment-form';
import { ConflictAlert } from './ConflictAlert';
import { NewPatientModal } from './NewPatientModal';
import {
  PatientSearchField,
  patientName,
  type PickedPatient,
} from '../../../components/forms/PatientSearchField';
import { RepeatFields } from './RepeatFields';
import { TreatmentPlanField } from './TreatmentPlanField';
import { useBookingSave, type SaveBooking } from './use-booking-save';
import { memberName } from '../practitioners/practitioner-choice';
import { NextAvailable } from './NextAvailable';
import { useBookingPlace } from './use-booking-place';

interface AppointmentFormProps {
  mode: 'add' | 'edit';
  initialValues: AppointmentFormValues;
  initialPatient: PickedPatient | null;
  settings: ClinicSettings;
  services: Service[];
  members: TeamMember[];
  /** Editing an occurrence of a series: ask whether the later ones change too. */
  series?: { position: number; total: number } | null;
  /** Why nothing can change (a completed, cancelled or no-show appointment). */
  readOnlyReason?: string | null;
  /** A completed visit can still be linked to a plan, to count as one of its sessions. */
  planEditableWhenReadOnly?: boolean;
  onSave: SaveBooking;
}

const TIME_PATTERN = /^\d\d:\d\d$/;

/**
 * The members who take appointments, plus the one already booked should they have stopped
 * taking appointments or left since, labelled so.
 */
function bookableTherapists(members: TeamMember[], bookedTherapistId: string) {
  const options = practitionersOf(members).map((member) => ({
    value: member.userId,
    label: memberName(member),
  }));
  const booked = members.find((member) => member.userId === bookedTherapistId);
  if (booked && !options.some((option) => option.value === booked.userId)) {
    const why = booked.status === 'active' ? 'does not take appointments' : 'no longer active';
    options.push({ value: booked.userId, label: `${memberName(booked)} (${why})` });
  }
  return options;
}

/** The booking form of add-appointment and edit-appointment/{id}. */
export function AppointmentForm({
  mode,
  initialValues,
  initialPatient,
  settings,
  services,
  members,
  series = null,
  readOnlyReason = null,
  planEditableWhenReadOnly = false,
  onSave,
}: AppointmentFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [kind, serviceId, therapistId, locationId, date] = useWatch({
    control: form.control,
    name: ['kind', 'serviceId', 'therapistId', 'locationId', 'date'],
  });
  const [patient, setPatient] = useState(initialPatient);
  const [newPatientOpen, setNewPatientOpen] = useState(false);
  const [scope, setScope] = useState<SeriesScope>('one');
  const booking = useBookingSave(form, onSave, scope);
  const readOnly = readOnlyReason !== null;
  // Plans are clinical data: assistants book without them.
  const clinical = can(useSignedInUser()?.membership?.role, 'clinical.read');
  const showPlan = kind === 'patient' && patient !== null && clinical;
  const planLocked = readOnly && !planEditableWhenReadOnly;
  const saveable = !readOnly || (showPlan && !planLocked);

  const goBack = () => {
    // Opened from a link in another tab there is nothing to go back to: the calendar then.
    if (location.key === 'default') void navigate('/dashboard');
    else void navigate(-1);
  };

  const onSubmit = form.handleSubmit((values) => booking.save(values));

  // The visit's length while the start is retyped: a start typed key by key passes through
  // incomplete values (no time at all), after which the fields alone no longer tell the length.
  const length = useRef(minutesBetween(initialValues.startTime, initialValues.endTime));

  const chooseService = (serviceId: string | null) => {
    form.setValue('serviceId', serviceId, { shouldDirty: true });
    const service = services.find((candidate) => candidate.id === serviceId);
    if (!service) return;
    length.current = service.durationMinutes;
    const start = form.getValues('startTime');
    if (TIME_PATTERN.test(start))
      form.setValue('endTime', addMinutes(start, service.durationMinutes), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
  };

  /** Moving the start keeps the length. */
  const moveStart = (start: string, onChange: (value: string) => void) => {
    onChange(start);
    if (TIME_PATTERN.test(start) && length.current > 0)
      form.setValue('endTime', addMinutes(start, length.current), { shouldDirty: true });
  };

  /** A typed end sets the length that later moves of the start keep. */
  const moveEnd = (end: string, onChange: (value: string) => void) => {
    onChange(end);
    const typed = minutesBetween(form.getValues('startTime'), end);
    if (TIME_PATTERN.test(end) && typed > 0) length.current = typed;
  };

  const pickPatient = (picked: PickedPatient | null) => {
    setPatient(picked);
    // A plan belongs to its patient.
    if (picked?.id !== form.getValues('patientId'))
      form.setValue('treatmentPlanId', null, { shouldDirty: true });
    form.setValue('patientId', picked?.id ?? null, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const therapistOptions = bookableTherapists(members, initialValues.therapistId);
  const serviceOptions = services
    .filter((service) => service.active || service.id === initialValues.serviceId)
    .map((service) => ({
      value: service.id,
      label: `${service.name} (${service.durationMinutes} min)`,
    }));
  const place = useBookingPlace({
    form,
    rooms: settings.rooms,
    zone: settings.timeZone,
    initialValues,
    lengthRef: length,
  });
  const practitionerName = (userId: string) => {
    const member = members.find((candidate) => candidate.userId === userId);
    return member && memberName(member);
  };

  return (
    <>
      <Card withBorder padding="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Fieldset variant="unstyled" disabled={readOnly}>
              <Stack gap="md">
                {mode === 'add' && (
                  <Controller
                    control={form.control}
                    name="kind"
                    render={({ field }) => (
                      <SegmentedControl
                        aria-label="Kind of booking"
                        fullWidth
                        data={[
                          { value: 'patient', label: 'Patient' },
                          { value: 'blocked', label: 'Blocked time' },
                        ]}
                        value={field.value}
                        onChange={(value) => {
                          field.onChange(value);
                          form.clearErrors(['patientId', 'title']);
                        }}
                      />
                    )}
                  />
                )}
                {kind === 'patient' ? (
                  <Controller
                    control={form.control}
                    name="patientId"
                    render={({ field }) => (
                      <PatientSearchField
                        required
                        value={patient}
                        onChange={pickPatient}
                        onNewPatient={() => setNewPatientOpen(true)}
                        error={errors.patientId?.message}
                        disabled={readOnly}
                        inputRef={field.ref}
                      />
                    )}
                  />
                ) : (
                  <TextInput
                    label="Title"
                    description="What the time is blocked for, e.g. Team meeting."
                    required
                    error={errors.title?.message}
                    {...form.register('title')}
                  />
                )}
              </Stack>
            </Fieldset>
            {showPlan && (
              // Its own fieldset: a completed visit keeps this one field open.
              <Fieldset variant="unstyled" disabled={planLocked}>
                <Controller
                  control={form.control}
                  name="treatmentPlanId"
                  render={({ field }) => (
                    <TreatmentPlanField
                      patientId={patient.id}
                      value={field.value}
                      onChange={field.onChange}
                      preselectSingleActive={mode === 'add'}
                      error={errors.treatmentPlanId?.message}
                      disabled={planLocked}
                      inputRef={field.ref}
                    />
                  )}
                />
              </Fieldset>
            )}
            <Fieldset variant="unstyled" disabled={readOnly}>
              <Stack gap="md">
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Controller
                      control={form.control}
                      name="therapistId"
                      render={({ field }) => (
                        <Select
                          label="Therapist"
                          required
                          allowDeselect={false}
                          searchable
                          data={therapistOptions}
                          value={field.value || null}
                          onChange={(value) => field.onChange(value ?? '')}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={errors.therapistId?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Controller
                      control={form.control}
                      name="serviceId"
                      render={({ field }) => (
                        <Select
                          label="Service"
                          placeholder="No service"
                          nothingFoundMessage="No services yet: add them in Settings, Services."
                          clearable={!readOnly}
                          data={serviceOptions}
                          value={field.value}
                          onChange={chooseService}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={errors.serviceId?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                  {place.showLocation && (
                    <Grid.Col span={12}>
                      <Controller
                        control={form.control}
                        name="locationId"
                        render={({ field }) => (
                          <Select
                            label="Location"
                            placeholder="Where the therapist works then"
                            clearable={!readOnly}
                            data={place.locationOptions}
                            value={field.value}
                            onChange={(value) => place.chooseLocation(value, field.onChange)}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            error={errors.locationId?.message}
                          />
                        )}
                      />
                    </Grid.Col>
                  )}
                  {kind === 'patient' && !readOnly && (
                    <Grid.Col span={12}>
                      <NextAvailable
                        zone={settings.timeZone}
                        serviceId={serviceId}
                        therapistId={therapistId}
                        locationId={place.showLocation ? locationId : null}
                        date={date}
                        practitionerName={practitionerName}
                        locationName={place.locationName}
                        isChosen={place.isChosenSlot}
                        onPick={place.pickSlot}
                      />
                    </Grid.Col>
                  )}
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      type="date"
                      label="Date"
                      required
                      error={errors.date?.message}
                      {...form.register('date')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 3 }}>
                    <Controller
                      control={form.control}
                      name="startTime"
                      render={({ field }) => (
                        <TextInput
                          type="time"
                          label="Start"
                          required
                          step={300}
                          value={field.value}
                          onChange={(event) => moveStart(event.currentTarget.value, field.onChange)}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={errors.startTime?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 3 }}>
                    <Controller
                      control={form.control}
                      name="endTime"
                      render={({ field }) => (
                        <TextInput
                          type="time"
                          label="End"
                          required
                          step={300}
                          value={field.value}
                          onChange={(event) => moveEnd(event.currentTarget.value, field.onChange)}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={errors.endTime?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                </Grid>
                <Text size="xs" c="dimmed" mt={-8}>
                  Times are on the clinic's clock ({settings.timeZone}).
                </Text>
                {place.roomOptions.length > 0 && (
                  <Controller
                    control={form.control}
                    name="roomId"
                    render={({ field }) => (
                      <Select
                        label="Room"
                        placeholder="No room"
                        clearable={!readOnly}
                        data={place.roomOptions}
                        value={field.value}
                        onChange={(value) => place.chooseRoom(value, field.onChange)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={errors.roomId?.message}
                      />
                    )}
                  />
                )}
                {mode === 'add' && <RepeatFields form={form} />}
                {series && !readOnly && (
                  <Radio.Group
                    label="Apply the changes to"
                    description={`This is appointment ${series.position} of ${series.total} in a series.`}
                    value={scope}
                    onChange={(value) => setScope(value as SeriesScope)}
                  >
                    <Group gap="lg" mt="xs">
                      <Radio value="one" label="This appointment only" />
                      <Radio value="following" label="This and the following" />
                    </Group>
                  </Radio.Group>
                )}
                <Textarea
                  label="Notes"
                  description="Seen by the team, not by the patient."
                  rows={3}
                  error={errors.notes?.message}
                  {...form.register('notes')}
                />
              </Stack>
            </Fieldset>
            {booking.refused && (
              <ConflictAlert refused={booking.refused} zone={settings.timeZone} />
            )}
            <FormError message={booking.formError} />
            {/* On phones the buttons fill the width, the main one on top. */}
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
              <Button variant="default" onClick={goBack}>
                {saveable ? 'Cancel' : 'Back'}
              </Button>
              {saveable && (
                <Button type="submit" loading={isSubmitting}>
                  {mode === 'add' ? 'Book appointment' : 'Save changes'}
                </Button>
              )}
            </Flex>
          </Stack>
        </form>
      </Card>
      <NewPatientModal
        opened={newPatientOpen}
        onClose={() => setNewPatientOpen(false)}
        onPicked={(picked) => {
          setNewPatientOpen(false);
          pickPatient({ id: picked.id, name: patientName(picked) });
        }}
      />
      <ConfirmModal
        opened={booking.outsideHours !== null}
        title={
          booking.outsideHours?.reason === 'working'
            ? 'Book outside working hours?'
            : 'Book outside opening hours?'
        }
        confirmLabel={mode === 'add' ? 'Book anyway' : 'Save anyway'}
        keepLabel="Change the time"
        onConfirm={booking.confirmOutsideHours}
        onClose={booking.dismissOutsideHours}
      >
        <Text size="sm">{booking.outsideHours?.message}</Text>
      </ConfirmModal>
    </>
  );
}
