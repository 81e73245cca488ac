import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  ColorInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { noteTemplates, type NoteTemplate } from '../../../domain/clinical.js';
import {
  createServiceSchema,
  SERVICE_BUFFER_MAX,
  SERVICE_BUFFER_STEP,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  SERVICE_DURATION_STEP,
  serviceBufferMinutesSchema,
  type Service,
  type UpdateServiceInput,
} from '../../../domain/services.js';
import { noteTemplateLabels } from '../../../domain/visit-notes.js';
import { DialogModal } from '../../components/dialogs/DialogModal';
import { FormError } from '../../components/feedback/FormError';
import { moneyField } from '../../components/forms/money-field-schema';
import { MoneyField } from '../../components/forms/MoneyField';
import { notifySuccess } from '../../components/toasts/notify';
import { useClinicFormat } from '../../lib/clinic-format';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { calendarColorSwatches } from './calendar-colors';
import { ServiceOfferingFields } from './ServiceOfferingFields';
import { useCreateService, useUpdateService } from './services-api';

/** The domain's service fields as the form checks them: the price in minor units of the clinic's currency. */
const serviceFormSchema = createServiceSchema
  .pick({ name: true, durationMinutes: true, color: true })
  .extend({
    priceMinor: moneyField(createServiceSchema.shape.priceMinor),
    noteTemplate: z.enum(noteTemplates, 'Choose a visit note template.'),
    bufferBeforeMinutes: serviceBufferMinutesSchema,
    bufferAfterMinutes: serviceBufferMinutesSchema,
    locationIds: z.array(z.string()),
    practitionerIds: z.array(z.string()),
  });
type ServiceFormValues = z.input<typeof serviceFormSchema>;
type ValidServiceForm = z.output<typeof serviceFormSchema>;

interface ServiceFormModalProps {
  opened: boolean;
  /** The service to edit; null creates a new one. */
  service: Service | null;
  onClose: () => void;
}

const blankService: ServiceFormValues = {
  name: '',
  durationMinutes: 30,
  priceMinor: null,
  color: calendarColorSwatches[0]!,
  noteTemplate: 'follow_up',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
};

const templateOptions = noteTemplates.map((template) => ({
  value: template,
  label: noteTemplateLabels[template],
}));

function formValuesOf(service: Service | null): ServiceFormValues {
  if (!service) return blankService;
  const { name, durationMinutes, priceMinor, color, noteTemplate } = service;
  const { bufferBeforeMinutes, bufferAfterMinutes, locationIds, practitionerIds } = service;
  return {
    ...{ name, durationMinutes, priceMinor, color, noteTemplate },
    ...{ bufferBeforeMinutes, bufferAfterMinutes, locationIds, practitionerIds },
  };
}

const serverFields = [
  'name',
  'durationMinutes',
  'priceMinor',
  'color',
  'noteTemplate',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'locationIds',
  'practitionerIds',
] as const;

/** A minutes field that reads an empty or half-typed number as NaN, so the schema names it. */
function MinutesField({
  control,
  name,
  label,
  min,
  max,
  step,
  required,
  error,
}: {
  control: Control<ServiceFormValues>;
  name: 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes';
  label: string;
  min: number;
  max: number;
  step: number;
  required?: boolean;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required={required}
          min={min}
          max={max}
          step={step}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}

/** Create or edit a service (POST /services, PATCH /services/{id}); keyed by the service. */
export function ServiceFormModal({ opened, service, onClose }: ServiceFormModalProps) {
  const create = useCreateService();
  const update = useUpdateService();
  const [formError, setFormError] = useState<string | null>(null);
  const format = useClinicFormat();
  const form = useForm<ServiceFormValues, unknown, ValidServiceForm>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: formValuesOf(service),
  });
  const { errors } = form.formState;

  const close = () => {
    setFormError(null);
    form.reset(formValuesOf(service));
    onClose();
  };

  /** An edit sends a list only when it changed: the service keeps ones no longer offered as options. */
  const changesOf = (input: ValidServiceForm): UpdateServiceInput => {
    const { locationIds, practitionerIds, ...fields } = input;
    return {
      ...fields,
      ...(form.getFieldState('locationIds').isDirty ? { locationIds } : {}),
      ...(form.getFieldState('practitionerIds').isDirty ? { practitionerIds } : {}),
    };
  };

  const onSubmit = form.handleSubmit((input) => {
    setFormError(null);
    const saving = service
      ? update.mutateAsync({ id: service.id, changes: changesOf(input) })
      : create.mutateAsync(input);
    return saving.then(
      () => {
        notifySuccess(service ? 'Service saved' : 'Service added');
        close();
      },
      (error: unknown) => {
        const applied = applyServerFieldErrors(error, form.setError, serverFields);
        if (!applied) setFormError(errorMessage(error));
      },
    );
  });

  return (
    <DialogModal opened={opened} onClose={close} title={service ? 'Edit service' : 'New service'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="Name"
            required
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Group grow align="flex-start">
            <MinutesField
              control={form.control}
              name="durationMinutes"
              label="Duration (minutes)"
              required
              min={SERVICE_DURATION_MIN}
              max={SERVICE_DURATION_MAX}
              step={SERVICE_DURATION_STEP}
              error={errors.durationMinutes?.message}
            />
            <MoneyField
              control={form.control}
              name="priceMinor"
              label="Price"
              required
              currency={service?.currency ?? format.currency}
              locale={format.locale}
              error={errors.priceMinor?.message}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <MinutesField
              control={form.control}
              name="bufferBeforeMinutes"
              label="Buffer before (minutes)"
              min={0}
              max={SERVICE_BUFFER_MAX}
              step={SERVICE_BUFFER_STEP}
              error={errors.bufferBeforeMinutes?.message}
            />
            <MinutesField
              control={form.control}
              name="bufferAfterMinutes"
              label="Buffer after (minutes)"
              min={0}
              max={SERVICE_BUFFER_MAX}
              step={SERVICE_BUFFER_STEP}
              error={errors.bufferAfterMinutes?.message}
            />
          </SimpleGrid>
          <ServiceOfferingFields
            control={form.control}
            errors={errors}
            current={{
              locationIds: service?.locationIds ?? [],
              practitionerIds: service?.practitionerIds ?? [],
            }}
          />
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <ColorInput
                label="Colour"
                description="Colours this service's appointments in the calendar."
                required
                format="hex"
                swatches={calendarColorSwatches}
                swatchesPerRow={6}
                withEyeDropper={false}
                fixOnBlur={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.color?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="noteTemplate"
            render={({ field }) => (
              <Select
                label="Visit note template"
                description="The prompts a visit note of this service's appointments starts with."
                required
                allowDeselect={false}
                data={templateOptions}
                value={field.value}
                onChange={(value) => field.onChange(value as NoteTemplate)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.noteTemplate?.message}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {service ? 'Save service' : 'Add service'}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
