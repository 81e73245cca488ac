import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorLoginSchema } from '../../../domain/auth.js';
import { notifyError } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useTwoFactorLogin } from './api';

const codeFormSchema = twoFactorLoginSchema.pick({ code: true });
type CodeForm = { code: string };

/** What the second step asks for, said under its title. */
export const twoFactorInstructions = (recovery: boolean) =>
  recovery
    ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
    : 'Enter the 6-digit code from your authenticator app.';

interface TwoFactorFormProps {
  challengeToken: string;
  /** A recovery code instead of the authenticator's 6 digits. */
  recovery: boolean;
  onRecoveryChange: (recovery: boolean) => void;
  onSignedIn: () => Promise<void>;
  /** Back to email and password, with the reason (the challenge expired) or none. */
  onRestart: (notice?: string) => void;
}

/** The second step of a sign-in with two-factor on: an authenticator or a recovery code. */
export function TwoFactorForm({
  challengeToken,
  recovery,
  onRecoveryChange,
  onSignedIn,
  onRestart,
}: TwoFactorFormProps) {
  const twoFactorLogin = useTwoFactorLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  // The step (or the kind of code) just changed: the code input is where the user goes next.
  useEffect(() => setFocus('code'), [recovery, setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await twoFactorLogin.mutateAsync({ challengeToken, code });
      await onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CHALLENGE_EXPIRED') {
        onRestart(error.msg);
        return;
      }
      notifyError(errorMessage(error));
      if (!applyServerFieldErrors(error, setError, ['code'])) setFocus('code');
    }
  });

  const switchCodeKind = () => {
    reset({ code: '' });
    onRecoveryChange(!recovery);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {recovery ? (
          <TextInput
            key="recovery"
            label="Recovery code"
            placeholder="xxxxx-xxxxx"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={errors.code?.message}
            {...register('code')}
          />
        ) : (
          <TextInput
            key="authenticator"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            required
            error={errors.code?.message}
            {...register('code')}
          />
        )}
        <Button type="submit" disabled={isSubmitting} fullWidth>
          {isSubmitting ? 'Submitting' : 'Verify and sign in'}
        </Button>
        <Stack gap="xs" align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchCodeKind}>
            {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => onRestart()}>
            Sign in with a different account
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
