import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/page/AuthCard';
import { PendingMessage } from '../../components/page/PendingMessage';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/http';
import { verifyEmailQuery } from './api';

const VERIFIED_FALLBACK = 'Your email has been verified. You can now log in.';

/** verify-email: confirms the address from the mailed link, whose token is single-use. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // One card whatever the state, so the heading stays put while the content changes.
  return (
    <AuthCard title="Verify your email">
      {token ? (
        <TokenVerification token={token} />
      ) : (
        <VerificationFailed message="Missing verification token." />
      )}
    </AuthCard>
  );
}

function TokenVerification({ token }: { token: string }) {
  const verification = useQuery(verifyEmailQuery(token));
  if (verification.isPending) return <PendingMessage>Verifying your email...</PendingMessage>;
  if (verification.isError) {
    return <VerificationFailed message={failureMessage(verification.error)} />;
  }
  return (
    <Stack gap="lg">
      <Alert title="Email verified">{verification.data.msg || VERIFIED_FALLBACK}</Alert>
      <Button component={Link} to="/login" fullWidth>
        Go to Login
      </Button>
    </Stack>
  );
}

function VerificationFailed({ message }: { message: string }) {
  return (
    <Stack gap="lg">
      <Alert color="red" title="We could not verify your email">
        {message}
      </Alert>
      <Text size="sm" c="dimmed">
        Verification links work once and expire after 24 hours. Sign in with your email and
        password, and we will offer to send you a new link.
      </Text>
      <Button component={Link} to="/login" variant="default" fullWidth>
        Back to Login
      </Button>
    </Stack>
  );
}

/** The server's msg or message, else 'Verification failed.'; no answer at all differs. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Verification failed.';
  if (error.status === 0) return 'Network error while verifying.';
  return error.msg === GENERIC_ERROR_MESSAGE ? 'Verification failed.' : error.msg;
}
