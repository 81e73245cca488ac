import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createPatientSchema,
  type DuplicatePatient,
  type Patient,
} from '../../../../domain/patients.js';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import {
  ContactConsentFields,
  NameFields,
  PhoneEmailFields,
} from '../../../components/forms/PatientContactFields';
import { duplicatesOf, useCreatePatient } from '../appointment-api';
import { DuplicateMatches } from './DuplicateMatches';

const newPatientSchema = createPatientSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  consentToContact: true,
  consentToSms: true,
});
type NewPatientFields = z.input<typeof newPatientSchema>;
type NewPatientValues = z.output<typeof newPatientSchema>;

const blank: NewPatientFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  consentToContact: false,
  consentToSms: false,
};

interface NewPatientModalProps {
  opened: boolean;
  onClose: () => void;
  /** The patient created, or the existing one picked instead of a look-alike. */
  onPicked: (patient: Pick<Patient, 'id' | 'firstName' | 'lastName'>) => void;
}

/**
 * The booking form's quick create (POST /patients): the full record is filled in later. A
 * look-alike of an existing patient (409) is shown to book instead, or saved anyway.
 */
export function NewPatientModal({ opened, onClose, onPicked }: NewPatientModalProps) {
  const create = useCreatePatient();
  const [formError, setFormError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<{
    values: NewPatientValues;
    matches: DuplicatePatient[];
  } | null>(null);
  const form = useForm<NewPatientFields, unknown, NewPatientValues>({
    resolver: zodResolver(newPatientSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;

  const close = () => {
    setFormError(null);
    setDuplicates(null);
    form.reset(blank);
    onClose();
  };

  const pick = (patient: Pick<Patient, 'id' | 'firstName' | 'lastName'>) => {
    setDuplicates(null);
    form.reset(blank);
    onPicked(patient);
  };

  const save = (values: NewPatientValues, confirmDuplicate = false) => {
    setFormError(null);
    setDuplicates(null);
    return create.mutateAsync(confirmDuplicate ? { ...values, confirmDuplicate } : values).then(
      ({ patient }) => {
        notifySuccess('Patient added');
        pick(patient);
      },
      (error: unknown) => {
        const matches = duplicatesOf(error);
        if (matches) {
          setDuplicates({ values, matches });
          return;
        }
        const applied = applyServerFieldErrors(error, form.setError, [
          'firstName',
          'lastName',
          'phone',
          'email',
        ]);
        if (!applied) setFormError(errorMessage(error));
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => save(values));

  return (
    <DialogModal opened={opened} onClose={close} title="New patient">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NameFields register={form.register} errors={errors} autoFocus />
          </SimpleGrid>
          <PhoneEmailFields register={form.register} errors={errors} />
          <ContactConsentFields register={form.register} />
          {duplicates && (
            <DuplicateMatches
              duplicates={duplicates.matches}
              onUse={pick}
              onSaveAnyway={() => void save(duplicates.values, true)}
              saving={create.isPending}
            />
          )}
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
