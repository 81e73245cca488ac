import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '../../../domain/account.js';
import { PASSWORD_MIN } from '../../../domain/passwords.js';
import { FormError } from '../../components/feedback/FormError';
import { PasswordField } from '../../components/forms/PasswordField';
import { SectionCard } from '../../components/page/SectionCard';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useChangePassword } from './api';

/** A new password; the server signs the user out everywhere else. */
export function PasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setChanged(false);
    return changePassword.mutateAsync(values).then(
      () => {
        form.reset();
        setChanged(true);
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']))
          setFormError(errorMessage(error));
      },
    );
  });

  return (
    <SectionCard title="Password" description="Changing it signs you out on every other device.">
      {changed && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconShieldCheck aria-hidden />}
          title="Password changed"
        >
          Every other device was signed out. Sign in there again with your new password.
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label="New password"
            description={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`}
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
