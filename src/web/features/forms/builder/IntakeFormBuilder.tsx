import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { intakeFormInputSchema, MAX_SECTIONS } from '../../../../domain/intake-forms.js';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { FormError } from '../../../components/feedback/FormError';
import { SectionCard } from '../../../components/page/SectionCard';
import { notifySuccess } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/server-errors';
import { useDeleteIntakeForm, useSaveIntakeForm } from '../intake-forms-api';
import { blankSection, toInput, type BuilderOutput, type BuilderValues } from './builder-values';
import { arrayError } from './field-errors';
import { SectionEditor } from './SectionEditor';
import { splitServerFields } from './server-errors';
import { ServicesField } from './ServicesField';

const LIST_PATH = '/dashboard/settings/intake-forms';

interface IntakeFormBuilderProps {
  /** Null for a new form. */
  formId: string | null;
  values: BuilderValues;
}

/** The form's title, services and sections of fields, saved together. */
export function IntakeFormBuilder({ formId, values }: IntakeFormBuilderProps) {
  const navigate = useNavigate();
  const save = useSaveIntakeForm(formId);
  const remove = useDeleteIntakeForm();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<BuilderValues, unknown, BuilderOutput>({
    resolver: zodResolver(intakeFormInputSchema),
    defaultValues: values,
  });
  const { register, control, formState } = form;
  const sections = useFieldArray({ control, name: 'sections', keyName: 'key' });

  // A failed save keeps everything as typed.
  const onSubmit = form.handleSubmit(async (output) => {
    setFormError(null);
    try {
      await save.mutateAsync(toInput(output));
      notifySuccess('Intake form saved');
      void navigate(LIST_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const { atInputs, elsewhere } = splitServerFields(error.fields);
        atInputs.forEach(([path, message], index) =>
          form.setError(
            path as Path<BuilderValues>,
            { type: 'server', message },
            { shouldFocus: index === 0 },
          ),
        );
        setFormError(
          atInputs.length && !elsewhere.length ? null : [error.msg, ...elsewhere].join(' '),
        );
      } else {
        setFormError(errorMessage(error));
      }
    }
  });

  const sectionsError = arrayError(formState.errors.sections);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Intake form">
        <Stack gap="lg">
          <FormError message={formError} />
          <SectionCard title="About the form">
            <TextInput
              label="Title"
              withAsterisk
              {...register('title')}
              error={formState.errors.title?.message}
            />
            <Textarea
              label="Description"
              description="Shown to patients above the questions."
              autosize
              minRows={2}
              {...register('description')}
              error={formState.errors.description?.message}
            />
            <ServicesField />
          </SectionCard>

          {sections.fields.map((section, index) => (
            <SectionEditor
              key={section.key}
              index={index}
              count={sections.fields.length}
              onMove={(to) => sections.move(index, to)}
              onRemove={() => {
                sections.remove(index);
                // Focus goes on to the section now in its place (or the last), not to the page.
                const next = Math.min(index, sections.fields.length - 2);
                setTimeout(() => form.setFocus(`sections.${next}.title`));
              }}
            />
          ))}
          {sectionsError && <FormError message={sectionsError} />}
          {sections.fields.length < MAX_SECTIONS && (
            <div>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                // Typing goes on in the new section's title.
                onClick={() =>
                  sections.append(blankSection(), {
                    focusName: `sections.${sections.fields.length}.title`,
                  })
                }
              >
                Add section
              </Button>
            </div>
          )}

          <Group justify="space-between">
            {formId ? (
              <Button variant="subtle" color="red" onClick={() => setConfirmingDelete(true)}>
                Delete form
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={formState.isSubmitting}>
              Save form
            </Button>
          </Group>
        </Stack>
      </form>
      {formId && (
        <ConfirmModal
          opened={confirmingDelete}
          title="Delete this form?"
          confirmLabel="Delete form"
          keepLabel="Keep form"
          danger
          onClose={() => setConfirmingDelete(false)}
          onConfirm={async () => {
            await remove.mutateAsync(formId);
            notifySuccess('Intake form deleted');
            void navigate(LIST_PATH);
          }}
        >
          Patients who were already sent it keep their copy, and their answers stay on their
          records. New bookings no longer send it.
        </ConfirmModal>
      )}
    </FormProvider>
  );
}
