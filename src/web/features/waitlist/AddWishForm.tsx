import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Location } from '../../../domain/locations.js';
import type { Service } from '../../../domain/services.js';
import { practitionersOf, type TeamMember } from '../../../domain/team.js';
import { wishInputSchema, type WishInput } from '../../../domain/waitlist.js';
import { FormError } from '../../components/feedback/FormError';
import { PatientSearchField, type PickedPatient } from '../../components/forms/PatientSearchField';
import { notifySuccess } from '../../components/toasts/notify';
import { WishWhatFields } from '../../components/waitlist/WishWhatFields';
import { WishWhenFields } from '../../components/waitlist/WishWhenFields';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { defaultWishWhen } from '../../lib/wish-display';
import { useAddWish, type NewWish } from './waitlist-api';

const fieldNames = [
  'patientId',
  'serviceId',
  'practitionerId',
  'locationId',
  'weekdays',
  'from',
  'to',
  'until',
  'note',
] as const;

interface AddWishFormProps {
  services: Service[];
  members: TeamMember[];
  locations: Location[];
  timeZone: string;
  onDone: () => void;
}

/** A wish for a patient: what they wait for, when they could come, until when. */
export function AddWishForm({ services, members, locations, timeZone, onDone }: AddWishFormProps) {
  const add = useAddWish();
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WishInput, unknown, NewWish>({
    resolver: zodResolver(wishInputSchema),
    defaultValues: {
      patientId: '',
      serviceId: '',
      practitionerId: null,
      locationId: null,
      ...defaultWishWhen(timeZone),
      note: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const serviceId = useWatch({ control: form.control, name: 'serviceId' });
  const service = services.find((item) => item.id === serviceId);
  // A service names who offers it and where; none named means everyone, everywhere.
  const practitioners = practitionersOf(members).filter(
    (member) => !service?.practitionerIds.length || service.practitionerIds.includes(member.userId),
  );
  const places = locations.filter(
    (location) =>
      location.active &&
      (!service?.locationIds.length || service.locationIds.includes(location.id)),
  );

  const save = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await add.mutateAsync(input);
      notifySuccess(`${patient?.name ?? 'The patient'} is on the waitlist.`);
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fieldNames))
        setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="patientId"
          render={({ field }) => (
            <PatientSearchField
              required
              value={patient}
              onChange={(picked) => {
                setPatient(picked);
                field.onChange(picked?.id ?? '');
              }}
              error={errors.patientId?.message}
              inputRef={field.ref}
            />
          )}
        />
        <WishWhatFields
          form={form}
          searchableServices
          services={services
            .filter((item) => item.active)
            .map((item) => ({ value: item.id, label: item.name }))}
          practitioners={practitioners.map((member) => ({
            value: member.userId,
            label: `${member.name} ${member.lastName}`,
          }))}
          locations={places.map((location) => ({ value: location.id, label: location.name }))}
        />
        <WishWhenFields form={form} timeZone={timeZone} />
        <Textarea
          label="Note"
          description="For the desk, e.g. prefers mornings after the school run."
          autosize
          minRows={2}
          maxRows={6}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <FormError message={formError} />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add to waitlist
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
