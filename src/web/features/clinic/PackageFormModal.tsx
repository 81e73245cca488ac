import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { createPackageSchema, type Package } from '../../../domain/packages.js';
import { DialogModal } from '../../components/dialogs/DialogModal';
import { FormError } from '../../components/feedback/FormError';
import { moneyField } from '../../components/forms/money-field-schema';
import { MoneyField } from '../../components/forms/MoneyField';
import { notifySuccess } from '../../components/toasts/notify';
import { useClinicFormat } from '../../lib/clinic-format';
import { useCreatePackage, useUpdatePackage } from '../../lib/queries/packages';
import { useServices } from '../../lib/queries/services';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';

const packageFormSchema = createPackageSchema
  .pick({ name: true, sessions: true, validDays: true })
  .extend({
    serviceId: z.string('Choose a service.').min(1, 'Choose a service.'),
    priceCents: moneyField(createPackageSchema.shape.priceCents),
    active: z.boolean(),
  });
type PackageFormValues = z.input<typeof packageFormSchema>;
type ValidPackageForm = z.output<typeof packageFormSchema>;

const serverFields = ['name', 'serviceId', 'sessions', 'priceCents', 'validDays'] as const;

function formValuesOf(item: Package | null): PackageFormValues {
  if (!item)
    return {
      name: '',
      serviceId: '',
      sessions: 10,
      priceCents: null,
      validDays: 180,
      active: true,
    };
  const { name, serviceId, sessions, priceCents, validDays, active } = item;
  return { name, serviceId, sessions, priceCents, validDays, active };
}

interface PackageFormModalProps {
  opened: boolean;
  /** The package to edit; null creates a new one. */
  item: Package | null;
  onClose: () => void;
}

/** Create or edit a prepaid package (POST /packages, PATCH /packages/{id}); keyed by the package. */
export function PackageFormModal({ opened, item, onClose }: PackageFormModalProps) {
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const services = useServices();
  const format = useClinicFormat();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PackageFormValues, unknown, ValidPackageForm>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: formValuesOf(item),
  });
  const { errors } = form.formState;
  const serviceFixed = (item?.soldCount ?? 0) > 0;
  const serviceOptions = (services.data ?? [])
    .filter((service) => service.active || service.id === item?.serviceId)
    .map((service) => ({ value: service.id, label: service.name }));

  const close = () => {
    setFormError(null);
    form.reset(formValuesOf(item));
    onClose();
  };

  const onSubmit = form.handleSubmit((input) => {
    setFormError(null);
    const { serviceId, ...rest } = input;
    const saving = item
      ? update.mutateAsync({
          id: item.id,
          changes: serviceFixed ? rest : { ...rest, serviceId },
        })
      : create.mutateAsync(input);
    return saving.then(
      () => {
        notifySuccess(item ? 'Package saved' : 'Package added');
        close();
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, serverFields))
          setFormError(errorMessage(error));
      },
    );
  });

  const numberField = (name: 'sessions' | 'validDays', label: string, description?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          required
          min={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <DialogModal opened={opened} onClose={close} title={item ? 'Edit package' : 'New package'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="Name"
            required
            data-autofocus
            placeholder="10 × Follow-up treatment"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="serviceId"
            render={({ field }) => (
              <Select
                label="Service"
                description={
                  serviceFixed
                    ? 'Fixed: this package has been sold.'
                    : 'A completed visit of this service uses a session.'
                }
                required
                disabled={serviceFixed}
                allowDeselect={false}
                data={serviceOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.serviceId?.message}
              />
            )}
          />
          <Group grow align="flex-start">
            {numberField('sessions', 'Sessions')}
            <MoneyField
              control={form.control}
              name="priceCents"
              label="Price"
              required
              currency={format.currency}
              locale={format.locale}
              error={errors.priceCents?.message}
            />
          </Group>
          {numberField('validDays', 'Valid for (days)', 'Counted from the day it is sold.')}
          {item && (
            <Switch
              label="Sold at the desk"
              description="An inactive package is kept for those who bought it."
              {...form.register('active')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {item ? 'Save package' : 'Add package'}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
