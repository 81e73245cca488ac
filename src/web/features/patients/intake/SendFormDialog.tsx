import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { FormError } from '../../../components/feedback/FormError';
import { LoadError } from '../../../components/feedback/LoadError';
import { notifySuccess } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { intakeFormsQuery } from '../../../lib/queries/intake-forms';
import { errorMessage } from '../../../lib/server-errors';
import { useSendForm } from './patient-forms-api';

interface SendFormDialogProps {
  patientId: string;
  opened: boolean;
  onClose: () => void;
}

/** Chooses one of the clinic's intake forms and sends it to the patient now. */
export function SendFormDialog({ patientId, opened, onClose }: SendFormDialogProps) {
  const forms = useQuery({ ...intakeFormsQuery, enabled: opened });
  const send = useSendForm(patientId);
  const [chosen, setChosen] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setChosen('');
    setFieldError(null);
    setFailure(null);
    send.reset();
    onClose();
  };
  const submit = async () => {
    setFailure(null);
    if (!chosen) {
      setFieldError('Choose a form.');
      return;
    }
    try {
      await send.mutateAsync(chosen);
      notifySuccess('Form sent. The patient gets an email with a link to fill it in.');
      close();
    } catch (error) {
      const message = error instanceof ApiError ? error.fields?.intakeFormId : undefined;
      if (message) setFieldError(message);
      else setFailure(errorMessage(error));
    }
  };

  let body;
  if (forms.isPending) body = <Text size="sm">Loading the clinic’s forms…</Text>;
  else if (forms.isError)
    body = (
      <LoadError
        title="We couldn't load the clinic's forms."
        message={errorMessage(forms.error)}
        onRetry={() => void forms.refetch()}
      />
    );
  else if (forms.data.length === 0)
    body = (
      <Text size="sm">
        The clinic has no intake forms yet. Owners and administrators build them in Settings →
        Intake forms.
      </Text>
    );
  else
    body = (
      <NativeSelect
        label="Form"
        data={[
          { value: '', label: 'Choose a form' },
          ...forms.data.map((form) => ({ value: form.id, label: form.title })),
        ]}
        value={chosen}
        onChange={(event) => {
          setChosen(event.currentTarget.value);
          setFieldError(null);
        }}
        error={fieldError}
        data-autofocus
      />
    );

  return (
    <DialogModal opened={opened} onClose={close} title="Send a form">
      <Stack gap="md">
        <Text size="sm">The patient gets an email with a link to fill it in on the portal.</Text>
        {body}
        <FormError message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={send.isPending}
            disabled={!forms.data?.length}
            onClick={() => void submit()}
          >
            Send form
          </Button>
        </Group>
      </Stack>
    </DialogModal>
  );
}
