import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '../../../domain/auth.js';
import { PasswordField } from '../../components/forms/PasswordField';
import { AuthCard } from '../../components/page/AuthCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useResetPassword } from './api';
import { PASSWORD_HINT } from '../../components/forms/password-hint';

const TITLE = 'Choose a new password';
const passwordFormSchema = resetPasswordSchema.pick({ password: true });
type PasswordForm = { password: string };

/** Reset password: the 1-hour, single-use link of the reset email. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (!token) {
    return (
      <UnusableLink message="This page needs the link from your password reset email, and the address you opened has no reset code in it. Open the link from the email again, or ask for a new one." />
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const answer = await resetPassword.mutateAsync({ token, password });
      notifySuccess(answer.msg);
      await navigate('/login');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        setInvalidLink(error.msg);
        return;
      }
      if (!applyServerFieldErrors(error, setError, ['password'])) notifyError(errorMessage(error));
    }
  });

  if (invalidLink) return <UnusableLink message={invalidLink} />;

  return (
    <AuthCard
      title={TITLE}
      description="It replaces your old password: you will sign in with the new one from now on."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Submitting' : 'Set new password'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function UnusableLink({ message }: { message: string }) {
  return (
    <AuthCard title={TITLE}>
      <Alert color="red" title="This reset link cannot be used">
        {message}
      </Alert>
      <Text size="sm">
        <Anchor component={Link} to="/forgot-password">
          Ask for a new reset link
        </Anchor>
      </Text>
    </AuthCard>
  );
}
