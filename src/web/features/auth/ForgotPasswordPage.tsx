import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { emailOnlySchema } from '../../../domain/auth.js';
import { AuthCard } from '../../components/page/AuthCard';
import { notifyError } from '../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useForgotPassword } from './api';

type ForgotPasswordForm = { email: string };

const backToLogin = (
  <Text size="sm">
    Remembered it?{' '}
    <Anchor component={Link} to="/login">
      Back to Login
    </Anchor>
  </Text>
);

/**
 * Forgot password. The server answers the same whether or not the address has an
 * account, and so does this page: it shows that answer and nothing else.
 */
export function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword.mutateAsync(email);
    } catch (error) {
      notifyError(errorMessage(error));
      applyServerFieldErrors(error, setError, ['email']);
    }
  });

  if (forgotPassword.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <Alert title="Reset link requested">{forgotPassword.data.msg}</Alert>
        <Text size="sm" c="dimmed">
          The link works once and for one hour. Nothing arrived after a few minutes? Check your spam
          folder, or ask again.
        </Text>
        <Button variant="default" onClick={() => forgotPassword.reset()}>
          Ask again
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address you sign in with. If it has an account, we will send it a link to choose a new password."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
