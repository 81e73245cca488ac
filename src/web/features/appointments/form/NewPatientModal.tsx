import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createPatientSchema, type Patient } from '../../../../domain/patients.js';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import { useCreatePatient } from '../appointment-api';

const newPatientSchema = createPatientSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  consentToContact: true,
});
type NewPatientFields = z.input<typeof newPatientSchema>;

const blank: NewPatientFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  consentToContact: false,
};

interface NewPatientModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (patient: Patient) => void;
}

/** The booking form's quick create (POST /patients): the full record is filled in later. */
export function NewPatientModal({ opened, onClose, onCreated }: NewPatientModalProps) {
  const create = useCreatePatient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewPatientFields, unknown, z.output<typeof newPatientSchema>>({
    resolver: zodResolver(newPatientSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;

  const close = () => {
    setFormError(null);
    form.reset(blank);
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return create.mutateAsync(values).then(
      ({ patient }) => {
        notifySuccess('Patient added');
        form.reset(blank);
        onCreated(patient);
      },
      (error: unknown) => {
        const applied = applyServerFieldErrors(error, form.setError, [
          'firstName',
          'lastName',
          'phone',
          'email',
        ]);
        if (!applied) setFormError(errorMessage(error));
      },
    );
  });

  return (
    <DialogModal opened={opened} onClose={close} title="New patient">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              required
              data-autofocus
              autoComplete="off"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label="Last name"
              required
              autoComplete="off"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Checkbox
            label="The patient agrees to be contacted (reminders by email or text)"
            {...form.register('consentToContact')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Add patient
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
