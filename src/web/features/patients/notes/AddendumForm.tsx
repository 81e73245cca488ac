import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { createAddendumSchema } from '../../../../domain/visit-notes.js';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import { useAddAddendum } from './note-api';

type AddendumValues = z.input<typeof createAddendumSchema>;

/** A correction of a signed note, kept beside it under the writer's name. */
export function AddendumForm({ patientId, noteId }: { patientId: string; noteId: string }) {
  const add = useAddAddendum(patientId, noteId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddendumValues>({
    resolver: zodResolver(createAddendumSchema),
    defaultValues: { body: '' },
  });

  const onSubmit = form.handleSubmit(({ body }) => {
    setFormError(null);
    return add.mutateAsync(body).then(
      () => {
        form.reset({ body: '' });
        notifySuccess('Addendum added');
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['body'])) {
          setFormError(errorMessage(error));
        }
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add addendum">
      <Stack gap="sm">
        <FormError message={formError} />
        <Textarea
          label="Add addendum"
          description="A correction or later finding. The signed note itself stays as it was."
          autosize
          minRows={3}
          maxRows={12}
          error={form.formState.errors.body?.message}
          {...form.register('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={form.formState.isSubmitting}>
            Add addendum
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
