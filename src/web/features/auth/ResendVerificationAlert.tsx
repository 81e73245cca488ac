import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/server-errors';
import { useResendVerification } from './api';

/** Login refused for an unverified address: say what to do and offer a new link. */
export function ResendVerificationAlert({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Alert title="Verify your email first">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Open the link we emailed to {email} to verify your address, then sign in. The link may
          have expired, or the email may be in your spam folder.
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" role="status" fw={500}>
            {resend.data.msg}
          </Text>
        ) : (
          <Button
            variant="default"
            size="xs"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {resend.isPending ? 'Sending...' : 'Send a new verification link'}
          </Button>
        )}
        {resend.isError && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorMessage(resend.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
