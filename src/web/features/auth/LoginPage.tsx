import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/page/AuthCard';
import { LoginCredentialsForm } from './LoginCredentialsForm';
import { safeNextPath } from './safe-next';
import { TwoFactorForm, twoFactorInstructions } from './TwoFactorForm';
import { useCompleteSignIn } from './use-complete-sign-in';

type Step =
  | { kind: 'credentials'; email: string; notice?: string }
  | { kind: 'two-factor'; email: string; challengeToken: string };

/** /login: email and password, then the authenticator code when two-factor is on; toasts. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const destination = safeNextPath(searchParams.get('next')) ?? '/dashboard';
  const unlockToken = searchParams.get('unlock') ?? undefined;
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials', email: '' });
  const [recovery, setRecovery] = useState(false);
  const signedIn = () => completeSignIn('Login successful', destination);

  if (step.kind === 'two-factor') {
    return (
      <AuthCard title="Two-factor sign-in" description={twoFactorInstructions(recovery)}>
        <TwoFactorForm
          challengeToken={step.challengeToken}
          recovery={recovery}
          onRecoveryChange={setRecovery}
          onSignedIn={signedIn}
          onRestart={(notice) => setStep({ kind: 'credentials', email: step.email, notice })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to open your clinic's calendar and records."
      footer={
        <Text size="sm">
          New to Motio?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </Text>
      }
    >
      <LoginCredentialsForm
        defaultEmail={step.email}
        unlockToken={unlockToken}
        notice={step.notice}
        onSignedIn={signedIn}
        onTwoFactorRequired={(email, challengeToken) => {
          setRecovery(false);
          setStep({ kind: 'two-factor', email, challengeToken });
        }}
      />
    </AuthCard>
  );
}
