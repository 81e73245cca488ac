import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../../components/toasts/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { passwordConfirmationSchema } from '../../../domain/account.js';
import { FormError } from '../../components/feedback/FormError';
import { PasswordField } from '../../components/forms/PasswordField';
import { DANGER_COLOR } from '../../lib/danger';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useDisableTwoFactor, useNewRecoveryCodes } from './api';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

export type TwoFactorPasswordAction = 'new-codes' | 'turn-off';

interface TwoFactorPasswordModalProps {
  /** null: closed. */
  action: TwoFactorPasswordAction | null;
  email: string;
  onClose: () => void;
}

const copy: Record<TwoFactorPasswordAction, { title: string; text: string; submit: string }> = {
  'new-codes': {
    title: 'New recovery codes',
    text: 'Your current recovery codes stop working as soon as the new ones are made.',
    submit: 'Make new codes',
  },
  'turn-off': {
    title: 'Turn off two-factor sign-in',
    text: 'You will sign in with your password alone. Your recovery codes stop working.',
    submit: 'Turn off',
  },
};

/** New recovery codes or turning two-factor off: both confirmed with the current password. */
export function TwoFactorPasswordModal({ action, email, onClose }: TwoFactorPasswordModalProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const savingCodes = recoveryCodes !== null;
  // Keeps the title and text in place while the modal fades out.
  const [lastAction, setLastAction] = useState(action);
  if (action !== null && action !== lastAction) setLastAction(action);
  const shown = action ?? lastAction;
  const close = () => {
    setRecoveryCodes(null);
    onClose();
  };

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={savingCodes ? 'Save your recovery codes' : shown && copy[shown].title}
      closeOnClickOutside={!savingCodes}
      closeOnEscape={!savingCodes}
      withCloseButton={!savingCodes}
    >
      {savingCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} email={email} onDone={close} />
      ) : (
        shown && (
          <PasswordStep
            key={shown}
            action={shown}
            onCodes={setRecoveryCodes}
            onTurnedOff={close}
            onCancel={close}
          />
        )
      )}
    </Modal>
  );
}

type PasswordForm = z.input<typeof passwordConfirmationSchema>;

interface PasswordStepProps {
  action: TwoFactorPasswordAction;
  onCodes: (codes: string[]) => void;
  onTurnedOff: () => void;
  onCancel: () => void;
}

function PasswordStep({ action, onCodes, onTurnedOff, onCancel }: PasswordStepProps) {
  const newCodes = useNewRecoveryCodes();
  const turnOff = useDisableTwoFactor();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordConfirmationSchema),
    defaultValues: { currentPassword: '' },
  });
  // e.g. TWO_FACTOR_REQUIRED_BY_CLINIC: the server's sentence says why.
  const [formError, setFormError] = useState<string | null>(null);

  const onFailure = (error: unknown) => {
    if (!applyServerFieldErrors(error, form.setError, ['currentPassword']))
      setFormError(errorMessage(error));
  };

  const onSubmit = form.handleSubmit(({ currentPassword }) => {
    setFormError(null);
    if (action === 'new-codes') {
      return newCodes
        .mutateAsync(currentPassword)
        .then(({ recoveryCodes }) => onCodes(recoveryCodes), onFailure);
    }
    return turnOff.mutateAsync(currentPassword).then(() => {
      notifySuccess('Two-factor sign-in is off');
      onTurnedOff();
    }, onFailure);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{copy[action].text}</Text>
        <FormError message={formError} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          data-autofocus
          error={form.formState.errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            color={action === 'turn-off' ? DANGER_COLOR : undefined}
            loading={form.formState.isSubmitting}
          >
            {copy[action].submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
