import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Location } from '../../../domain/locations.js';
import type { OpeningHours } from '../../../domain/scheduling.js';
import { DialogModal } from '../../components/dialogs/DialogModal';
import { FormError } from '../../components/feedback/FormError';
import { notifySuccess } from '../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import {
  locationFieldNames,
  locationFormSchema,
  locationFormValuesOf,
  locationInputOf,
  type LocationFormValues,
  type ValidLocationForm,
} from './location-form';
import { useCreateLocation, useUpdateLocation } from './locations-api';
import { OpeningHoursFields } from './OpeningHoursFields';

interface LocationFormModalProps {
  opened: boolean;
  /** The location to edit; null adds a new one. */
  location: Location | null;
  /** A new location's hours until changed: the clinic's. */
  clinicHours: OpeningHours;
  onClose: () => void;
}

/** Add or edit a location (POST /locations, PATCH /locations/{id}); keyed by the location. */
export function LocationFormModal({
  opened,
  location,
  clinicHours,
  onClose,
}: LocationFormModalProps) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const hoursLabelId = useId();
  const initial = () =>
    locationFormValuesOf(
      location ?? { name: '', address: '', phone: '', openingHours: clinicHours },
    );
  const form = useForm<LocationFormValues, unknown, ValidLocationForm>({
    resolver: zodResolver(locationFormSchema),
    defaultValues: initial(),
  });
  const { errors } = form.formState;

  const close = () => {
    setFormError(null);
    form.reset(initial());
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const input = locationInputOf(values);
    const saving = location
      ? update.mutateAsync({ id: location.id, changes: input })
      : create.mutateAsync(input);
    return saving.then(
      ({ location: saved }) => {
        notifySuccess(location ? `${saved.name} saved` : `${saved.name} added`);
        close();
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, locationFieldNames))
          setFormError(errorMessage(error));
      },
    );
  });

  return (
    <DialogModal
      opened={opened}
      onClose={close}
      size="lg"
      title={location ? `Edit ${location.name}` : 'New location'}
    >
      <form onSubmit={onSubmit} noValidate aria-label={location ? 'Edit location' : 'New location'}>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="Name"
            description="As patients and your team know it, e.g. Centar."
            required
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Address"
              autoComplete="off"
              error={errors.address?.message}
              {...form.register('address')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="off"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </SimpleGrid>
          <Stack gap="xs" role="group" aria-labelledby={hoursLabelId}>
            <div>
              <Input.Label labelElement="div" id={hoursLabelId}>
                Opening hours
              </Input.Label>
              <Input.Description>Booking outside them asks for confirmation.</Input.Description>
            </div>
            <OpeningHoursFields form={form} />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {location ? 'Save location' : 'Add location'}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
