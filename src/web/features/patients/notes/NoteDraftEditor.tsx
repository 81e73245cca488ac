import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  soapSections,
  updateVisitNoteSchema,
  type SoapText,
  type VisitNote,
} from '../../../../domain/visit-notes.js';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import { useUpdateNote } from './note-api';
import { isNoteSigned } from './note-errors';
import { SignNoteButton } from './SignNoteButton';
import { SoapFields } from './SoapFields';

interface NoteDraftEditorProps {
  patientId: string;
  note: VisitNote;
  /** The author may always sign; hidden otherwise. */
  maySign: boolean;
  onSignedMeanwhile: (message: string) => void;
}

const sectionsOf = ({ subjective, objective, assessment, plan }: VisitNote): SoapText => ({
  subjective,
  objective,
  assessment,
  plan,
});

/** The author's own draft: edited and saved as often as needed, then signed. */
export function NoteDraftEditor({
  patientId,
  note,
  maySign,
  onSignedMeanwhile,
}: NoteDraftEditorProps) {
  const update = useUpdateNote(patientId, note.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SoapText>({
    resolver: zodResolver(updateVisitNoteSchema),
    defaultValues: sectionsOf(note),
  });
  const { errors, isDirty } = form.formState;

  const save = async (values: SoapText) => {
    const saved = await update.mutateAsync(values);
    form.reset(sectionsOf(saved));
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return save(values).then(
      () => notifySuccess('Draft saved'),
      (error: unknown) => {
        if (isNoteSigned(error)) return onSignedMeanwhile(error.msg);
        if (!applyServerFieldErrors(error, form.setError, soapSections)) {
          setFormError(errorMessage(error));
        }
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit draft note">
      <Stack gap="md">
        <FormError message={formError} />
        <SoapFields register={(section) => form.register(section)} errors={errors} />
        <Group justify="flex-end" gap="sm">
          <Button type="submit" variant="default" loading={form.formState.isSubmitting}>
            Save draft
          </Button>
          {maySign && (
            <SignNoteButton
              patientId={patientId}
              noteId={note.id}
              canAsk={() => form.trigger()}
              beforeSign={async () => {
                if (isDirty) await save(form.getValues());
              }}
              onSignedMeanwhile={onSignedMeanwhile}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}
