import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { noteTemplates, type NoteTemplate } from '../../../../domain/clinical.js';
import type { Service } from '../../../../domain/services.js';
import {
  noteTemplateLabels,
  noteTemplateText,
  soapSections,
  type VisitNoteSummary,
} from '../../../../domain/visit-notes.js';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import type { PatientAppointments } from '../../../../domain/appointments.js';
import { useCreateNote } from './note-api';
import {
  appointmentOptions,
  newNoteFormSchema,
  noteableAppointments,
  switchTemplate,
  templateOfAppointment,
  type NewNoteFormValues,
} from './note-form';
import { SoapFields } from './SoapFields';
import { useClinicZoneOrBrowser } from '../use-clinic-zone';

const templateOptions = noteTemplates.map((template) => ({
  value: template,
  label: noteTemplateLabels[template],
}));

interface WriteNoteFormProps {
  patientId: string;
  appointments: PatientAppointments;
  services: Service[];
  notes: VisitNoteSummary[];
  /** From `?appointment=`: pre-selected when it is one of this patient's visits. */
  initialAppointmentId: string | null;
  onSaved: (noteId: string) => void;
  onOpenNote: (noteId: string) => void;
  onCancel: () => void;
}

function initialValues(
  appointmentId: string | null,
  appointments: CalendarAppointment[],
  services: Service[],
): NewNoteFormValues {
  const known = appointments.some((appointment) => appointment.id === appointmentId);
  const chosen = known ? appointmentId : null;
  const template = templateOfAppointment(chosen, appointments, services);
  return { appointmentId: chosen, template, ...noteTemplateText[template] };
}

/** A new draft: the visit, its template (from the visit's service) and the SOAP sections. */
export function WriteNoteForm({
  patientId,
  appointments,
  services,
  notes,
  initialAppointmentId,
  onSaved,
  onOpenNote,
  onCancel,
}: WriteNoteFormProps) {
  const create = useCreateNote(patientId);
  const zone = useClinicZoneOrBrowser();
  const candidates = noteableAppointments(appointments);
  const [formError, setFormError] = useState<string | null>(null);
  const [existingNoteId, setExistingNoteId] = useState<string | null>(null);
  const form = useForm<NewNoteFormValues>({
    resolver: zodResolver(newNoteFormSchema),
    defaultValues: initialValues(initialAppointmentId, candidates, services),
  });
  const { errors } = form.formState;

  const applyTemplate = (next: NoteTemplate) => {
    const { template, subjective, objective, assessment, plan } = form.getValues();
    if (next === template) return;
    form.setValue('template', next);
    const sections = { subjective, objective, assessment, plan };
    const switched = switchTemplate(sections, template, next);
    for (const section of soapSections) form.setValue(section, switched[section]);
  };

  const onSubmit = form.handleSubmit(({ appointmentId, ...fields }) => {
    setFormError(null);
    setExistingNoteId(null);
    return create.mutateAsync({ ...fields, ...(appointmentId && { appointmentId }) }).then(
      (note) => {
        notifySuccess('Draft saved');
        onSaved(note.id);
      },
      (error: unknown) => {
        const existing = error instanceof ApiError ? error.details?.noteId : undefined;
        if (typeof existing === 'string') {
          setExistingNoteId(existing);
          return;
        }
        const applied = applyServerFieldErrors(error, form.setError, [
          'appointmentId',
          'template',
          ...soapSections,
        ]);
        if (!applied) setFormError(errorMessage(error));
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write visit note">
      <Stack gap="md">
        <FormError message={formError} />
        {existingNoteId && (
          <Alert color="yellow" variant="light" title="This visit already has a note">
            <Stack gap="xs" align="flex-start">
              A visit has one note. Open it to continue the draft or add an addendum.
              <Button size="xs" variant="default" onClick={() => onOpenNote(existingNoteId)}>
                Open that note
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="appointmentId"
            render={({ field }) => (
              <Select
                label="Appointment"
                description="The visit this note records. Leave empty for a note without a visit."
                placeholder={candidates.length ? 'No appointment' : 'No appointments to choose'}
                data={appointmentOptions(appointments, notes, zone)}
                clearable
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  applyTemplate(templateOfAppointment(value, candidates, services));
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.appointmentId?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="template"
            render={({ field }) => (
              <Select
                label="Template"
                description="Sections you have not changed take the new template's prompts."
                required
                allowDeselect={false}
                data={templateOptions}
                value={field.value}
                onChange={(value) => value && applyTemplate(value as NoteTemplate)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.template?.message}
              />
            )}
          />
        </SimpleGrid>
        <SoapFields register={(section) => form.register(section)} errors={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
