import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginSchema, type LoginInput } from '../../../domain/auth.js';
import { PasswordField } from '../../components/forms/PasswordField';
import { notifyError } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useLogin } from './api';
import { ResendVerificationAlert } from './ResendVerificationAlert';

interface LoginCredentialsFormProps {
  defaultEmail: string;
  /** Why the user is back on this step (an expired two-factor challenge). */
  notice?: string;
  onSignedIn: () => Promise<void>;
  onTwoFactorRequired: (email: string, challengeToken: string) => void;
}

/** What the last refused attempt needs the user to do, beyond the toast. */
type Refusal = { kind: 'unverified'; email: string } | { kind: 'waitlisted' } | null;

const FIELDS = ['email', 'password'] as const;

export function LoginCredentialsForm({
  defaultEmail,
  notice,
  onSignedIn,
  onTwoFactorRequired,
}: LoginCredentialsFormProps) {
  const login = useLogin();
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [noticeShown, setNoticeShown] = useState(notice !== undefined);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setRefusal(null);
    setNoticeShown(false);
    try {
      const answer = await login.mutateAsync(input);
      if (answer.twoFactorRequired && answer.challengeToken) {
        onTwoFactorRequired(input.email, answer.challengeToken);
      } else {
        await onSignedIn();
      }
    } catch (error) {
      notifyError(errorMessage(error));
      applyServerFieldErrors(error, setError, FIELDS);
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setRefusal({ kind: 'unverified', email: input.email });
      } else if (error instanceof ApiError && error.code === 'WAITLISTED') {
        setRefusal({ kind: 'waitlisted' });
      }
    }
  });

  return (
    <Stack gap="md">
      {noticeShown && notice && <Alert title="Please sign in again">{notice}</Alert>}
      {refusal?.kind === 'unverified' && <ResendVerificationAlert email={refusal.email} />}
      {refusal?.kind === 'waitlisted' && (
        <Alert title="You're on the Early Access waitlist">
          All Early Access spots are taken for now. We'll email you as soon as one opens for you;
          you can sign in from then on.
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Stack gap="xs">
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                Forgot your password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Submitting' : 'Log in'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
