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
  /** The token of the mailed unlock link this page was opened with, sent with the password. */
  unlockToken?: string;
  /** Why the user is back on this step (an expired two-factor challenge). */
  notice?: string;
  onSignedIn: () => Promise<void>;
  onTwoFactorRequired: (email: string, challengeToken: string) => void;
}

/** What the last refused attempt needs the user to do, beyond the toast. */
type Refusal =
  | { kind: 'unverified'; email: string }
  | { kind: 'waitlisted' }
  | { kind: 'throttled'; wait: string; unlockMail: boolean }
  | null;

/** "15 minutes", "1 minute", "2 hours": the wait a 429 answer names. */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

function throttled(error: ApiError): Refusal {
  const seconds = Number(error.details?.retryAfterSeconds);
  return {
    kind: 'throttled',
    wait: waitText(Number.isFinite(seconds) ? seconds : 15 * 60),
    unlockMail: error.details?.unlockMail === true,
  };
}

const FIELDS = ['email', 'password'] as const;

export function LoginCredentialsForm({
  defaultEmail,
  unlockToken,
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
      const answer = await login.mutateAsync(unlockToken ? { ...input, unlockToken } : input);
      if (answer.twoFactorRequired && answer.challengeToken) {
        onTwoFactorRequired(input.email, answer.challengeToken);
      } else {
        await onSignedIn();
      }
    } catch (error) {
      const throttledNow = error instanceof ApiError && error.status === 429;
      // A pause is explained in place, with its wait; a toast would only repeat it.
      if (!throttledNow) notifyError(errorMessage(error));
      applyServerFieldErrors(error, setError, FIELDS);
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setRefusal({ kind: 'unverified', email: input.email });
      } else if (error instanceof ApiError && error.code === 'WAITLISTED') {
        setRefusal({ kind: 'waitlisted' });
      } else if (throttledNow) {
        setRefusal(throttled(error));
      }
    }
  });

  return (
    <Stack gap="md">
      {noticeShown && notice && <Alert title="Please sign in again">{notice}</Alert>}
      {refusal?.kind === 'unverified' && <ResendVerificationAlert email={refusal.email} />}
      {unlockToken && !refusal && (
        <Alert title="Sign in to unlock your account">
          Sign in with your email and password as usual: this link lets you in even while sign-in to
          your account is paused.
        </Alert>
      )}
      {refusal?.kind === 'throttled' && (
        <Alert color="orange" title="Too many sign-in attempts">
          Please wait {refusal.wait} before you try again.
          {refusal.unlockMail &&
            ' If this address has a Motio account, we emailed it a link that lets you sign in now: open it from your inbox.'}{' '}
          Forgot your password? Choose a new one below.
        </Alert>
      )}
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
